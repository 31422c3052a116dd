import { percentDecode } from '../../call-records/cdr-body.js';

/** The fields mod_xml_curl writes first, as they are, without URL-encoding them (mod_xml_curl.c). */
const PLAIN_FIELDS = ['hostname', 'section', 'tag_name', 'key_name', 'key_value'] as const;

/** One lookup as mod_xml_curl posts it. */
export interface XmlCurlRequest {
  /** The switch's `switchname` (switch.conf), or its host name. */
  hostname: string;
  section: string;
  tagName: string;
  keyName: string;
  keyValue: string;
  /** Any other field of the request (`action`, `user`, `Hunt-Destination-Number`, `variable_…`), decoded. */
  field(name: string): string | undefined;
}

/**
 * Reads mod_xml_curl's form. Values are %-encoded by switch_url_encode, which encodes `+` too, so
 * a `+` is kept as a plus (a number's), never read as a space. The five plain fields come first
 * and are not encoded: a value the switch got from a caller (a SIP domain) could carry `&name=`,
 * so they are taken from their first occurrence and every other field from its last, which is
 * the one the switch encoded.
 */
export function readXmlCurlRequest(body: Buffer | string): XmlCurlRequest {
  const text = typeof body === 'string' ? body : body.toString('utf8');
  const fields = new Map<string, string>();
  const plain = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const separator = pair.indexOf('=');
    const name = percentDecode(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? '' : pair.slice(separator + 1);
    if ((PLAIN_FIELDS as readonly string[]).includes(name)) {
      if (!plain.has(name)) plain.set(name, value.trim());
    } else fields.set(name, percentDecode(value));
  }
  return {
    hostname: plain.get('hostname') ?? '',
    section: plain.get('section') ?? '',
    tagName: plain.get('tag_name') ?? '',
    keyName: plain.get('key_name') ?? '',
    keyValue: plain.get('key_value') ?? '',
    field: (name) => fields.get(name),
  };
}
