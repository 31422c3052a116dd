import { useEffect, useSyncExternalStore } from 'react';
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

const PHONE = '(max-width: 639px)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the window is a phone's width, where the top bar's title takes the top of the screen. */
function useIsPhone() {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(PHONE).matches);
}

export function AppToaster() {
  // On a phone a toast rises from the bottom, so it never covers the page's title.
  const isPhone = useIsPhone();
  return (
    <>
      <Toaster
        position={isPhone ? 'bottom-center' : 'top-center'}
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
