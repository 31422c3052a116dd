import { useSearchText } from '../../framework';
import { ClearButton } from '../../ui/ClearButton';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { SearchIcon } from '../../ui/Icons';

interface RateSearchBoxProps {
  /** The search the URL holds. */
  value: string;
  onSearch: (text: string) => void;
}

/** Searches the pricelist's rates by prefix or description, writing its own URL parameter after a pause in typing. */
export function RateSearchBox({ value, onSearch }: RateSearchBoxProps) {
  const [text, setText] = useSearchText(value, onSearch);

  return (
    <div role="search" className="relative w-full sm:w-64">
      <SearchIcon width={16} height={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label="Search rates"
        placeholder="Prefix or description…"
        value={text}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClass} ${inputStateClass(false)} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text !== '' && <ClearButton onClear={() => setText('')} />}
    </div>
  );
}
