/**
 * `attachment` with the display name (RFC 6266): a plain ASCII fallback, quotes and backslashes
 * replaced so it cannot end the header's string, and the exact name percent-encoded in
 * `filename*` for browsers that read it.
 */
export function attachmentDisposition(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
