import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelOf, type ResourceDescription } from '@ringledger/contract';
import { CheckIcon, ChevronDownIcon, ColumnsIcon } from '../../ui/Icons';
import { visibleColumns } from './build-columns';
import { useColumnChoice } from './column-choice';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-1.5 text-sm text-slate-700 outline-none select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-brand-blue/10 data-[highlighted]:text-brand-blue dark:text-slate-200';

/**
 * Which of a list's columns show, remembered in this browser for that list. The menu stays open
 * while columns are ticked, so several change in one go; the last column showing stays.
 */
export function ColumnMenu({ resource }: { resource: ResourceDescription }) {
  const { visibility, hasChoice, setColumnShown, reset } = useColumnChoice(resource);
  const columns = visibleColumns(resource);
  const isShown = (column: string) => visibility[column] !== false;
  const shownCount = columns.filter(isShown).length;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-brand-navy shadow-sm transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-blue dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700">
        <ColumnsIcon width={16} height={16} />
        Columns
        <span className="font-normal text-slate-600 dark:text-slate-300">
          {shownCount} of {columns.length}
        </span>
        <ChevronDownIcon width={14} height={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800"
        >
          <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-gray uppercase">Show columns</DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column}
              className={itemClass}
              checked={isShown(column)}
              disabled={isShown(column) && shownCount === 1}
              onCheckedChange={(checked) => setColumnShown(column, checked)}
              onSelect={(event) => event.preventDefault()}
            >
              <span className="flex size-4 items-center justify-center">
                <DropdownMenu.ItemIndicator>
                  <CheckIcon width={14} height={14} />
                </DropdownMenu.ItemIndicator>
              </span>
              {labelOf(resource, column)}
            </DropdownMenu.CheckboxItem>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={itemClass} disabled={!hasChoice} onSelect={reset}>
            Reset columns
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
