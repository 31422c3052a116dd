import type { RecordId } from '../data';

export interface LookupOption {
  id: RecordId;
  label: string;
  /** What tells rows apart beside the label: an account's owner, a call account's name and balance. */
  context?: string;
}

interface LookupOptionsProps {
  listId: string;
  options: LookupOption[];
  activeIndex: number;
  isSearching: boolean;
  onPick: (option: LookupOption) => void;
  onPointerEnter: () => void;
  onPointerLeave: () => void;
}

export function optionId(listId: string, index: number) {
  return `${listId}-option-${index}`;
}

export function LookupOptions({ listId, options, activeIndex, isSearching, onPick, onPointerEnter, onPointerLeave }: LookupOptionsProps) {
  return (
    <ul
      id={listId}
      role="listbox"
      onMouseEnter={onPointerEnter}
      onMouseLeave={onPointerLeave}
      className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 text-sm shadow-lg dark:border-slate-700 dark:bg-slate-800"
    >
      {isSearching && options.length === 0 && <li className="px-3 py-2 text-slate-500 dark:text-slate-400">Searching…</li>}
      {!isSearching && options.length === 0 && <li className="px-3 py-2 text-slate-500 dark:text-slate-400">No matches</li>}
      {options.map((option, index) => (
        <li
          key={option.id}
          id={optionId(listId, index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keeps focus in the input so its blur does not race the pick.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(option)}
          // The highlighted option is told by its tint; its text keeps the list's colour, which axe checks on that tint.
          className={`cursor-pointer px-3 py-2 text-slate-700 dark:text-slate-200 ${index === activeIndex ? 'bg-brand-blue/10' : 'hover:bg-slate-50 dark:hover:bg-slate-700'}`}
        >
          <span className="font-medium">{option.label}</span>
          {option.context && <span className="ml-2 text-xs text-slate-600 dark:text-slate-400">{option.context}</span>}
        </li>
      ))}
    </ul>
  );
}
