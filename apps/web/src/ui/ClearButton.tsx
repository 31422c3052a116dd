import { CloseIcon } from './Icons';

/**
 * Spec §5: every input offers a clear button titled "Clear this field".
 * Selects keep their arrow at the right edge, so their clear button sits beside it.
 */
export function ClearButton({ onClear, isBesideArrow = false }: { onClear: () => void; isBesideArrow?: boolean }) {
  return (
    <button
      type="button"
      title="Clear this field"
      aria-label="Clear this field"
      tabIndex={-1}
      onClick={onClear}
      className={`absolute top-1/2 -translate-y-1/2 rounded p-0.5 text-slate-400 transition hover:bg-slate-100 hover:text-brand-red dark:hover:bg-slate-700 ${isBesideArrow ? 'right-8' : 'right-2'}`}
    >
      <CloseIcon width={14} height={14} />
    </button>
  );
}
