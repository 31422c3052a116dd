import toast from 'react-hot-toast';
import { CopyIcon } from '../../ui/Icons';

/** Copies a credential to the clipboard, named for what it copies so a screen reader says which. */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(`${what} copied`);
    } catch {
      toast.error(`Could not copy the ${what.toLowerCase()}; select it and copy it instead`);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      aria-label={`Copy ${what.toLowerCase()}`}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-brand-navy dark:text-slate-300 dark:hover:bg-slate-700"
    >
      <CopyIcon width={16} height={16} />
    </button>
  );
}
