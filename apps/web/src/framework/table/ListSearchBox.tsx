import { searchLabelOf, type ResourceDescription } from '@ringledger/contract';
import { useDraftText } from '../data';
import { ClearButton } from '../../ui/ClearButton';
import { inputClass, inputStateClass } from '../../ui/field-styles';
import { SearchIcon } from '../../ui/Icons';

interface ListSearchBoxProps {
  resource: ResourceDescription;
  /** The search the URL holds. */
  value: string;
  onSearch: (text: string) => void;
}

/** "Prefix or description…": what the search looks through, in the fields' own words. */
function placeholderOf(resource: ResourceDescription) {
  const labels = resource.searchable.map((path) => searchLabelOf(resource, path).toLowerCase());
  const text = labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? 'search');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}…`;
}

/** Searches one list on a page that holds others, writing its own URL parameter after a pause in typing. */
export function ListSearchBox({ resource, value, onSearch }: ListSearchBoxProps) {
  const [text, setText, isLeaving] = useDraftText(value, onSearch);

  return (
    <div role="search" className="relative w-full sm:w-64">
      <SearchIcon width={16} height={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label={`Search ${resource.plural}`}
        placeholder={placeholderOf(resource)}
        value={text}
        readOnly={isLeaving}
        onChange={(event) => setText(event.target.value)}
        className={`${inputClass} ${inputStateClass(false)} pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text !== '' && <ClearButton onClear={() => setText('')} />}
    </div>
  );
}
