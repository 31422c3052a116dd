import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

const MAX_TOASTS = 20;

/** Spec §9 keeps at most 20 toasts; react-hot-toast has no such option, so the oldest are dismissed. */
function ToastLimiter() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists the newest first.
    toasts
      .filter((item) => item.visible)
      .slice(MAX_TOASTS)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts]);
  return null;
}

export function AppToaster() {
  return (
    <>
      <Toaster
        position="top-center"
        gutter={8}
        toastOptions={{
          duration: 4000,
          className: 'text-sm! text-slate-800! dark:bg-slate-800! dark:text-slate-100! shadow-lg!',
          style: { maxWidth: 350 },
          blank: { duration: 4000 },
          error: { duration: 4000, iconTheme: { primary: '#eb1d36', secondary: '#ffffff' } },
          success: { duration: 2000, iconTheme: { primary: '#2f58cd', secondary: '#ffffff' } },
          loading: { duration: Infinity },
          custom: { duration: 4000 },
        }}
      />
      <ToastLimiter />
    </>
  );
}
