import type { XmlAnswerer } from '../xml-curl/xml-answerer.js';
import type { SwitchSnapshot } from '../switch-data/switch-snapshot.js';
import { deviceDocument, extensionDocument } from './directory-xml.js';

/** Lookups that check a device's password: sofia's digest check on REGISTER and INVITE. */
const SIGN_INS = new Set(['sip_auth']);

/**
 * Sign-in answers already written, for the data they were written from: every phone signs in
 * again every few minutes and on every call with the same fields, and opening its sealed password
 * and hashing it is most of the answer's work. A change to the data makes a new snapshot, so
 * nothing written from the old one is answered again.
 */
const signInAnswers = new WeakMap<SwitchSnapshot, Map<string, string>>();
/** Realms and usernames come from the phone: a bound keeps a scan of made-up ones from filling memory. */
const MAX_KEPT_SIGN_INS = 20_000;

function keptSignIns(data: SwitchSnapshot) {
  let kept = signInAnswers.get(data);
  if (!kept) signInAnswers.set(data, (kept = new Map()));
  if (kept.size >= MAX_KEPT_SIGN_INS) kept.clear();
  return kept;
}

/**
 * The directory: a device signing in (its password as an a1-hash), or an extension looked up by
 * its username (`user_call` when something dials `user/1001@domain`, `user_data`, …). What is
 * not ours, or not live (a disabled device, extension, domain, account or call account), is not
 * found, so the device is refused and the call does not ring.
 */
export const answerDirectory: XmlAnswerer = async (request, { services, request: http }) => {
  const user = request.field('user');
  const domain = request.field('domain') ?? request.keyValue;
  if (!user || !domain || request.field('purpose')) return undefined;
  const action = request.field('action') ?? '';
  const data = await http.server.switchData.current();
  if (SIGN_INS.has(action)) {
    const realm = request.field('sip_auth_realm') ?? domain;
    const authUsername = request.field('sip_auth_username') ?? user;
    const kept = keptSignIns(data);
    const key = [request.keyValue, domain, user, realm, authUsername].join('\n');
    const answered = kept.get(key);
    if (answered) return answered;
    const device = data.findDevice(domain, user);
    if (!device) return undefined;
    let password: string;
    try {
      password = services.secrets.open(device.sealedPassword);
    } catch {
      services.log.error(`device ${device.deviceUsername}@${device.domainName} cannot sign in: its password does not open with this ENCRYPTION_KEY`);
      return undefined;
    }
    const document = deviceDocument({ domain: request.keyValue || domain, user, realm, authUsername, password, extension: device });
    kept.set(key, document);
    return document;
  }
  const extension = data.findExtension(domain, user);
  return extension ? extensionDocument({ domain: request.keyValue || domain, user, extension }) : undefined;
};
