import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { ArrowLeftIcon } from '../../ui/Icons';

interface ErrorPanelProps {
  heading: string;
  message?: ReactNode;
  detail?: string;
  icon?: ReactNode;
  /** What to do instead of going back. */
  action?: ReactNode;
  /** Outside the shell the panel fills the screen. */
  isFullScreen?: boolean;
}

export function GoBackButton() {
  const navigate = useNavigate();
  // A page opened directly has nowhere to go back to: go home instead.
  const goBack = () => (window.history.state && window.history.state.idx > 0 ? navigate(-1) : navigate('/', { replace: true }));
  return (
    <Button variant="secondary" onClick={goBack}>
      <ArrowLeftIcon width={16} height={16} />
      Go Back
    </Button>
  );
}

export function ErrorPanel({ heading, message, detail, icon, action, isFullScreen = false }: ErrorPanelProps) {
  return (
    <div
      className={`flex flex-col items-center justify-center px-6 py-16 text-center ${isFullScreen ? 'min-h-dvh bg-slate-50 dark:bg-slate-950' : 'min-h-[60vh]'}`}
    >
      {icon && <div className="mb-5 flex size-14 items-center justify-center rounded-2xl bg-brand-red/10 text-brand-red">{icon}</div>}
      <h1 className="text-2xl font-semibold text-brand-navy dark:text-slate-100">{heading}</h1>
      {message && <p className="mt-2 max-w-md text-sm text-slate-600 dark:text-slate-400">{message}</p>}
      {detail && (
        <p className="mt-3 max-w-md rounded-md bg-slate-100 px-3 py-1.5 font-mono text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-400">{detail}</p>
      )}
      <div className="mt-8">{action ?? <GoBackButton />}</div>
    </div>
  );
}
