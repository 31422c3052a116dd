import { createHash } from 'node:crypto';
import { RINGLEDGER_VARIABLES } from '../../call-records/cdr-parser.js';
import { element, params, sectionDocument, variables, type XmlElement } from '../xml/freeswitch-xml.js';
import type { DirectoryExtension } from '../switch-data/switch-snapshot.js';

/** Parameters only Ringledger writes: a password goes out as its digest, never in clear. */
const OWN_PARAMETERS = new Set(['password', 'a1-hash', 'reverse-auth-pass', 'vm-password']);

/** The digest's HA1 (RFC 2617): what sofia checks a REGISTER's or an INVITE's response against, so the password itself never leaves. */
export function a1Hash(username: string, realm: string, password: string) {
  return createHash('md5').update(`${username}:${realm}:${password}`).digest('hex');
}

/**
 * The channel variables every user of an extension carries, which sofia sets on the calls it
 * places: the rl_* ids the CDR is attributed by, the account code, the dialplan context (its
 * domain), and its caller ids (its own name and username inside the domain; its caller id, else
 * its main DID, outside). The extension's own variables come after, but never replace an rl_* id.
 */
export function extensionVariables(extension: DirectoryExtension): [string, string | null][] {
  const outsideNumber = extension.callerIdNumber ?? extension.mainDid;
  const ours = new Map<string, string | null>([
    [RINGLEDGER_VARIABLES.extensionId, String(extension.extensionId)],
    [RINGLEDGER_VARIABLES.callAccountId, extension.callAccountId === null ? null : String(extension.callAccountId)],
    ['accountcode', extension.accountNumber],
    ['user_context', extension.domainName],
    ['effective_caller_id_name', extension.displayName ?? extension.extensionUsername],
    ['effective_caller_id_number', extension.extensionUsername],
    ['outbound_caller_id_name', extension.callerIdName ?? extension.displayName],
    ['outbound_caller_id_number', outsideNumber],
  ]);
  for (const [name, value] of Object.entries(extension.variables)) if (!name.startsWith('rl_')) ours.set(name, value);
  return [...ours];
}

/** The extension's own parameters, without any password one. */
function ownParameters(extension: DirectoryExtension): [string, string][] {
  return Object.entries(extension.parameters).filter(([name]) => !OWN_PARAMETERS.has(name.toLowerCase()));
}

/** `<domain>` with the domain's own params and variables around one user. */
function domainElement(name: string, extension: DirectoryExtension, user: XmlElement) {
  return element('domain', { name }, [
    params(Object.entries(extension.domainParameters)),
    variables(Object.entries(extension.domainVariables)),
    element('users', {}, [user]),
  ]);
}

export interface DeviceSignIn {
  /** The domain and user as the switch asked for them: sofia compares them as it sent them. */
  domain: string;
  user: string;
  /** The digest realm and username the phone answered with, which the a1-hash must be made of. */
  realm: string;
  authUsername: string;
  password: string;
  extension: DirectoryExtension;
}

/** A device checking its digest (`action=sip_auth`, on REGISTER and INVITE): its a1-hash and its extension's variables. */
export function deviceDocument(device: DeviceSignIn) {
  const user = element('user', { id: device.user }, [
    params([...ownParameters(device.extension), ['a1-hash', a1Hash(device.authUsername, device.realm, device.password)]]),
    variables(extensionVariables(device.extension)),
  ]);
  return sectionDocument('directory', [domainElement(device.domain, device.extension, user)]);
}

/**
 * What `user/<extension>@<domain>` dials: every enabled device of it, at once, at wherever it
 * registered (on any profile). An unregistered device's leg fails alone; with none at all the
 * call ends USER_NOT_REGISTERED.
 */
export function dialStringOf(domain: string, deviceUsernames: readonly string[]) {
  if (deviceUsernames.length === 0) return 'error/user_not_registered';
  return deviceUsernames.map((username) => `\${sofia_contact(*/${username}@${domain})}`).join(',');
}

/** The extension itself (`user_call` and other lookups by user): its variables and the dial string ringing its devices. */
export function extensionDocument(lookup: { domain: string; user: string; extension: DirectoryExtension & { deviceUsernames: string[] } }) {
  const { extension } = lookup;
  const written = ownParameters(extension);
  const dialString: [string, string][] = written.some(([name]) => name === 'dial-string')
    ? []
    : [['dial-string', dialStringOf(extension.domainName, extension.deviceUsernames)]];
  const user = element('user', { id: lookup.user }, [params([...written, ...dialString]), variables(extensionVariables(extension))]);
  return sectionDocument('directory', [domainElement(lookup.domain, extension, user)]);
}
