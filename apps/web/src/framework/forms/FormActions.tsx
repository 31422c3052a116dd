import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

interface FormActionsProps {
  submitLabel: string;
  isDisabled: boolean;
  isPending: boolean;
  onCancel?: () => void;
  children?: ReactNode;
}

export function FormActions({ submitLabel, isDisabled, isPending, onCancel, children }: FormActionsProps) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-700">
      {children}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={isDisabled || isPending}>
        {isPending && <Spinner />}
        {submitLabel}
      </Button>
    </div>
  );
}
