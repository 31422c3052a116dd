import { useSessionCheckPhase } from './device-check';
import { Logo } from '../ui/Logo';
import { Spinner } from '../ui/Spinner';

const MESSAGES = {
  device: 'Just a moment. Checking your device',
  relogin: 'Signing you back in',
} as const;

/** The full-screen loader shown while a protected page waits for its device and session check. */
export function DeviceCheckScreen() {
  const phase = useSessionCheckPhase();
  return (
    <div role="status" aria-live="polite" className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-slate-50 px-6 dark:bg-slate-950">
      <Logo showName={false} />
      <div className="flex items-center gap-3 text-brand-navy dark:text-slate-200">
        <Spinner className="size-5 text-brand-blue" />
        <p className="text-sm font-medium">{MESSAGES[phase]}</p>
      </div>
    </div>
  );
}
