import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelOf, type ResourceDescription } from '@ringledger/contract';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, SortIcon } from '../../ui/Icons';

interface SortMenuProps {
  resource: ResourceDescription;
  sortBy: string | undefined;
  onSort: (sortBy: string | undefined) => void;
}

function describeSort(resource: ResourceDescription, sortBy: string | undefined) {
  if (!sortBy) return undefined;
  const field = sortBy.replace(/^-/, '');
  return resource.sortable.includes(field) ? `${labelOf(resource, field)} ${sortBy.startsWith('-') ? 'descending' : 'ascending'}` : undefined;
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 outline-none select-none data-[highlighted]:bg-brand-blue/10 data-[highlighted]:text-brand-blue data-[state=checked]:font-semibold dark:text-slate-200';

function SortChoices({ field, label }: { field: string; label: string }) {
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-gray uppercase">{label}</DropdownMenu.Label>
      <DropdownMenu.RadioItem value={field} className={itemClass}>
        <ArrowUpIcon width={14} height={14} />
        {label} ascending
      </DropdownMenu.RadioItem>
      <DropdownMenu.RadioItem value={`-${field}`} className={itemClass}>
        <ArrowDownIcon width={14} height={14} />
        {label} descending
      </DropdownMenu.RadioItem>
    </DropdownMenu.Group>
  );
}

export function SortMenu({ resource, sortBy, onSort }: SortMenuProps) {
  if (resource.sortable.length === 0) return null;
  const current = describeSort(resource, sortBy);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-navy shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-blue dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700">
        <SortIcon width={16} height={16} />
        {current ? 'Sort by:' : 'Sort by'}
        {current && <span className="font-normal text-slate-500 dark:text-slate-400">{current}</span>}
        <ChevronDownIcon width={14} height={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <DropdownMenu.RadioGroup value={sortBy ?? ''} onValueChange={(value) => onSort(value || undefined)}>
            {resource.sortable.map((field) => (
              <SortChoices key={field} field={field} label={labelOf(resource, field)} />
            ))}
          </DropdownMenu.RadioGroup>
          {sortBy && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item className={itemClass} onSelect={() => onSort(undefined)}>
                Default order
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
