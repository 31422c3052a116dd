/** The bytes a Range header asks for, inclusive, or why it cannot be served. */
export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

/**
 * One `bytes=` range of a file of `size` bytes (RFC 9110 §14): `a-b`, `a-` or the last `-n`
 * bytes. Several ranges or another unit get the whole file, which the RFC allows; a range that
 * starts past the end, or is malformed, cannot be served (416).
 */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return 'whole';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return header.trim().startsWith('bytes=') && !header.includes(',') ? 'unsatisfiable' : 'whole';
  const [, from, to] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
