import { useSyncExternalStore } from 'react';
import toast from 'react-hot-toast';
import { apiRequest, errorMessage } from '../api/client';
import { getDeviceFingerprint } from '../api/fingerprint';

/** The registered device (spec: device state id + fingerprint); a changed fingerprint registers again. */
const DEVICE_KEY = 'rl_device';

interface RegisteredDevice {
  id: number;
  fingerprint: string;
}

function readRegistered(): RegisteredDevice | null {
  try {
    const raw = localStorage.getItem(DEVICE_KEY);
    return raw ? (JSON.parse(raw) as RegisteredDevice) : null;
  } catch {
    return null;
  }
}

function randomDeviceData() {
  return crypto.randomUUID?.() ?? Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function registerDevice(fingerprint: string) {
  if (readRegistered()?.fingerprint === fingerprint) return;
  const answer = await apiRequest<{ device_id: number }>('POST', '/devices', {
    body: { platform: 'web', data: randomDeviceData(), token: fingerprint },
    skipRefresh: true,
  });
  localStorage.setItem(DEVICE_KEY, JSON.stringify({ id: answer.device_id, fingerprint } satisfies RegisteredDevice));
}

let inFlight: Promise<string | null> | null = null;

/**
 * Computes the fingerprint and registers it once. Failures are shown, never thrown: a device that
 * cannot be registered may still sign in, and the server is the one that decides.
 */
export function checkDevice(): Promise<string | null> {
  inFlight ??= (async () => {
    let fingerprint: string;
    try {
      fingerprint = await getDeviceFingerprint();
    } catch {
      toast.error('Could not identify this device, please reload the page', { id: 'device-fingerprint' });
      return null;
    }
    try {
      await registerDevice(fingerprint);
    } catch (error) {
      toast.error(errorMessage(error), { id: 'device-register' });
    }
    return fingerprint;
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

export type SessionCheckPhase = 'device' | 'relogin';
let phase: SessionCheckPhase = 'device';
const listeners = new Set<() => void>();

export function setSessionCheckPhase(next: SessionCheckPhase) {
  phase = next;
  listeners.forEach((listener) => listener());
}

/** What the full-screen loader says: checking the device, or signing a trusted device back in. */
export function useSessionCheckPhase() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => phase,
  );
}
