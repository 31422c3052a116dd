import { CloseIcon } from './Icons';

/** Spec §5: an input offers a clear button titled "Clear this field" (a select clears through its empty choice). */
export function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <button
      type="button"
      title="Clear this field"
      aria-label="Clear this field"
      tabIndex={-1}
      onClick={onClear}
      className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-0.5 text-slate-400 transition hover:bg-slate-100 hover:text-brand-red dark:hover:bg-slate-700"
    >
      <CloseIcon width={14} height={14} />
    </button>
  );
}
