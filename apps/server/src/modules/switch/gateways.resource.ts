import { gateways } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { Row } from '../../resources/read-statements.js';
import type { SecretBox } from '../../secret-box.js';

/** The password column holds only the sealed password: empty or null clears it, absent keeps it. */
function withSealedPassword(values: Row, secrets: SecretBox): Row {
  if (!('password' in values)) return values;
  const password = values.password;
  return { ...values, password: typeof password === 'string' && password !== '' ? secrets.seal(password) : null };
}

/** Gateways: the carrier's password is stored sealed (AES-256-GCM) and no answer carries it. */
export const gatewayBehaviour = defineBehaviour(gateways, {
  async beforeCreate({ input, context }) {
    return withSealedPassword(input, context.services.secrets);
  },
  async beforeUpdate({ values, context }) {
    return withSealedPassword(values, context.services.secrets);
  },
});
