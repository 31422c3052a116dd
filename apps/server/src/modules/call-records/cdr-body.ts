import { badRequest } from '../../errors/app-error.js';

/**
 * How mod_json_cdr sends a CDR (mod_json_cdr.c): `encode=false` posts the JSON as
 * application/json; `encode=true` posts `cdr=` and the JSON %-encoded as
 * application/x-www-form-urlencoded; `encode=base64` posts `cdr=` and the JSON in base64 as
 * application/x-www-form-base64-encoded. Its err-log-dir files hold the same text without `cdr=`.
 */
export const CDR_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'application/x-www-form-base64-encoded'] as const;

const notACdr = (why: string) => badRequest(`This is not a mod_json_cdr CDR: ${why}`);

/** %XX sequences decoded, anything else kept: switch_url_encode leaves a % that starts no escape as it is. */
export function percentDecode(text: string) {
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray % (or an escape of half a character) in one place must not lose the rest of the text.
    return text.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

function isBase64Json(text: string) {
  // '{"' in base64 starts "eyJ"; JSON text itself never starts with a letter.
  return text.startsWith('eyJ') && /^[A-Za-z0-9+/=\r\n]+$/.test(text);
}

/** The CDR's JSON text from a body or a file, in any of the forms mod_json_cdr writes. */
export function cdrJsonText(raw: Buffer | string, contentType = ''): string {
  let text = (typeof raw === 'string' ? raw : raw.toString('utf8')).trim();
  const type = contentType.split(';')[0].trim().toLowerCase();
  const isForm = text.startsWith('cdr=');
  if (isForm) text = text.slice('cdr='.length);
  if (type === 'application/x-www-form-base64-encoded' || isBase64Json(text)) return Buffer.from(text, 'base64').toString('utf8').trim();
  // A form's '+' is a space; mod_json_cdr writes its own '+' as %2B, so only another client's form has them.
  if (isForm || type === 'application/x-www-form-urlencoded' || text.startsWith('%7B')) return percentDecode(text.replace(/\+/g, ' ')).trim();
  return text;
}

/** The CDR as an object: a body that is not one is refused with 400, saying why. */
export function parseCdrJson(raw: Buffer | string, contentType?: string): Record<string, unknown> {
  const text = cdrJsonText(raw, contentType);
  if (text === '') throw notACdr('the body is empty');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw notACdr('the body is not JSON, nor cdr= followed by URL-encoded or base64 JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw notACdr('the JSON is not an object');
  return parsed as Record<string, unknown>;
}
