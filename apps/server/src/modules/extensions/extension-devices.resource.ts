import { extensionDevices } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { Row } from '../../resources/read-statements.js';
import type { SecretBox } from '../../secret-box.js';
import { generatePassword } from '../session/passwords.js';
import { holdExtension } from './extensions.queries.js';

/** Long enough that guessing it over SIP is hopeless; phones take it from their provisioning, nobody types it. */
const GENERATED_PASSWORD_LENGTH = 24;

/** A typed password is sealed; an edit that leaves it blank keeps the stored one. */
function sealedPassword(values: Row, secrets: SecretBox): Row {
  const { password, ...rest } = values;
  return typeof password === 'string' ? { ...rest, password: secrets.seal(password) } : rest;
}

/**
 * Devices: registered in their extension's domain (their username unique there), their SIP
 * password made strong when left blank and stored sealed (AES-256-GCM); no answer carries it.
 */
export const extensionDeviceBehaviour = defineBehaviour(extensionDevices, {
  async beforeCreate({ tx, input, context }) {
    // Held so the extension cannot move to another domain before the device is stored.
    const extension = await holdExtension(tx, context.parentId);
    // Completed on the input, so whoever made the device (onboarding) can show the generated password once.
    input.password ??= generatePassword(GENERATED_PASSWORD_LENGTH);
    return { ...sealedPassword(input, context.services.secrets), domain_id: extension?.domainId };
  },
  async beforeUpdate({ values, context }) {
    return sealedPassword(values, context.services.secrets);
  },
});
