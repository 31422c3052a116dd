import { useState } from 'react';
import { sessionStore } from '../../api/session-store';

/** Stored on every toggle (spec 01 §4), not only on submit. */
export function TrustDeviceCheckbox() {
  const [isTrusted, setIsTrusted] = useState(() => sessionStore.isTrusted);
  return (
    <label className="flex w-fit cursor-pointer select-none items-center gap-2.5 text-sm text-slate-600 dark:text-slate-300">
      <input
        type="checkbox"
        checked={isTrusted}
        onChange={(event) => {
          setIsTrusted(event.target.checked);
          sessionStore.setTrusted(event.target.checked);
        }}
        className="size-4 rounded border-slate-300 accent-brand-blue"
      />
      Trust this device?
    </label>
  );
}
