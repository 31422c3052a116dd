import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { useDraftText } from '../../framework/data/useDraftText';
import { useAddressParams } from '../../framework/navigation/address-params';
import { CloseIcon, SearchIcon } from '../../ui/Icons';

/** Writes `search` (and page=1) into the current URL; the URL stays the one source of truth. */
export function SearchBox() {
  const [params, changeAddress] = useAddressParams();
  const { pathname } = useLocation();
  const writeSearch = useCallback(
    (next: string) => {
      // Typing and at once leaving the page (a click on a row): the router has moved on while this
      // box still shows, and the search must not land in the next page's address.
      if (window.location.pathname !== pathname) return;
      changeAddress({ search: next, page: '1' }, { replace: true });
    },
    [changeAddress, pathname],
  );
  const [text, setText, isLeaving] = useDraftText(params.get('search') ?? '', writeSearch);

  return (
    <div role="search" className="relative w-full sm:max-w-xs">
      <SearchIcon width={16} height={16} className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-400" />
      <input
        type="search"
        aria-label="Search"
        placeholder="Search…"
        value={text}
        readOnly={isLeaving}
        onChange={(event) => setText(event.target.value)}
        className="h-9 w-full rounded-lg border border-slate-200 bg-slate-50 pr-8 pl-9 text-sm text-slate-900 outline-none transition placeholder:text-slate-400 focus:border-brand-blue focus:bg-white focus:ring-3 focus:ring-brand-blue/15 dark:border-slate-700 dark:bg-slate-800/60 dark:text-slate-100 dark:focus:bg-slate-900 [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          title="Clear this field"
          aria-label="Clear search"
          onClick={() => setText('')}
          className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-slate-400 hover:text-brand-navy dark:hover:text-slate-200"
        >
          <CloseIcon width={14} height={14} />
        </button>
      )}
    </div>
  );
}
