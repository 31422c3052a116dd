import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelOf, type ResourceDescription } from '@ringledger/contract';
import { CheckIcon, ChevronDownIcon, ColumnsIcon } from '../../ui/Icons';
import { visibleColumns } from './build-columns';
import { useColumnChoice } from './column-choice';
import { menuContentClass, menuItemClass, menuTriggerClass, menuTriggerDetailClass } from './toolbar-menu-styles';

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
      <DropdownMenu.Trigger className={menuTriggerClass}>
        <ColumnsIcon width={16} height={16} />
        Columns
        <span className={menuTriggerDetailClass}>
          {shownCount} of {columns.length}
        </span>
        <ChevronDownIcon width={14} height={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-gray uppercase">Show columns</DropdownMenu.Label>
          {columns.map((column) => (
            <DropdownMenu.CheckboxItem
              key={column}
              className={menuItemClass}
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
          <DropdownMenu.Item className={menuItemClass} disabled={!hasChoice} onSelect={reset}>
            Reset columns
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
