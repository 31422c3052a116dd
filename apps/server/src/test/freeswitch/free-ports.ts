import { createSocket } from 'node:dgram';
import { createServer } from 'node:net';

function isTcpFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export function isUdpFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => {
      socket.close();
      resolve(false);
    });
    socket.bind(port, '127.0.0.1', () => socket.close(() => resolve(true)));
  });
}

/** Ports handed out by this process, so two asks in a row never get the same one before it is bound. */
const handedOut = new Set<number>();

/**
 * A loopback port free for both TCP and UDP (SIP listens on both), away from the kernel's
 * ephemeral range so an outgoing connection cannot take it before the switch or sipp binds it.
 */
export async function freeSipPort() {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    if ((await isTcpFree(port)) && (await isUdpFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free loopback port for SIP');
}

/** A block of `size` consecutive UDP ports for a switch's RTP, free when asked. */
export async function freeRtpRange(size = 40) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const start = 40_000 + Math.floor(Math.random() * 400) * 50;
    let isFree = true;
    for (let port = start; port < start + size && isFree; port += 2) isFree = !handedOut.has(port) && (await isUdpFree(port));
    if (!isFree) continue;
    for (let port = start; port < start + size; port += 1) handedOut.add(port);
    return { start, end: start + size - 1 };
  }
  throw new Error('no free range of ports for RTP');
}
