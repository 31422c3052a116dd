import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { labelOf, type ResourceDescription } from '@ringledger/contract';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, SortIcon } from '../../ui/Icons';
import { menuContentClass, menuItemClass, menuTriggerClass, menuTriggerDetailClass } from './toolbar-menu-styles';

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

function SortChoices({ field, label }: { field: string; label: string }) {
  return (
    <DropdownMenu.Group>
      <DropdownMenu.Label className="px-2.5 pt-2 pb-1 text-xs font-semibold tracking-wide text-brand-gray uppercase">{label}</DropdownMenu.Label>
      <DropdownMenu.RadioItem value={field} className={menuItemClass}>
        <ArrowUpIcon width={14} height={14} />
        {label} ascending
      </DropdownMenu.RadioItem>
      <DropdownMenu.RadioItem value={`-${field}`} className={menuItemClass}>
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
      <DropdownMenu.Trigger className={menuTriggerClass}>
        <SortIcon width={16} height={16} />
        {current ? 'Sort by:' : 'Sort by'}
        {current && <span className={menuTriggerDetailClass}>{current}</span>}
        <ChevronDownIcon width={14} height={14} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.RadioGroup value={sortBy ?? ''} onValueChange={(value) => onSort(value || undefined)}>
            {resource.sortable.map((field) => (
              <SortChoices key={field} field={field} label={labelOf(resource, field)} />
            ))}
          </DropdownMenu.RadioGroup>
          {sortBy && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
              <DropdownMenu.Item className={menuItemClass} onSelect={() => onSort(undefined)}>
                Default order
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
