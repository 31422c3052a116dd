import type { ReactNode } from 'react';

interface GroupInputProps {
  label: string;
  /** The group's own refusal (a setting the API does not know), under its settings. */
  error?: string;
  /** Each setting's own input. */
  children: ReactNode;
}

/** A group's settings (a queue's parameters), side by side, named as one group for assistive technology. */
export function GroupInput({ label, error, children }: GroupInputProps) {
  return (
    <div role="group" aria-label={label} className="grid grid-cols-1 gap-x-5 gap-y-4 @md:col-span-2 @md:grid-cols-2">
      {children}
      {error && (
        <p role="alert" className="text-xs font-medium text-red-600 @md:col-span-2 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
