/**
 * A stable identifier for this browser: a random seed kept in localStorage mixed with
 * properties of the browser, hashed. It names the device; it never authenticates on its own
 * (the server also demands the device's httpOnly refresh cookie).
 */
const SEED_KEY = 'rl_device_seed';

let cached: Promise<string> | null = null;

async function computeFingerprint() {
  let seed = localStorage.getItem(SEED_KEY);
  if (!seed) {
    seed = Array.from(crypto.getRandomValues(new Uint8Array(16)), toHex).join('');
    localStorage.setItem(SEED_KEY, seed);
  }
  const traits = [seed, navigator.userAgent, navigator.language, Intl.DateTimeFormat().resolvedOptions().timeZone, String(screen.colorDepth)];
  const bytes = new TextEncoder().encode(traits.join('|'));
  // crypto.subtle exists only in secure contexts; a console opened over plain http on a LAN address still needs a name.
  if (!crypto.subtle) return fnv1a(bytes);
  return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), toHex).join('');
}

function toHex(byte: number) {
  return byte.toString(16).padStart(2, '0');
}

function fnv1a(bytes: Uint8Array) {
  let hash = 0x811c9dc5;
  const parts: string[] = [];
  for (let round = 0; round < 4; round += 1) {
    for (const byte of bytes) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
    parts.push(hash.toString(16).padStart(8, '0'));
  }
  return parts.join('');
}

export function getDeviceFingerprint() {
  cached ??= computeFingerprint().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
