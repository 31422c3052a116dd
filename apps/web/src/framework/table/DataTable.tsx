import { useCallback, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { flexRender, getCoreRowModel, useReactTable, type Column, type ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import type { ResourceDescription } from '@ringledger/contract';
import { rowIdOf, type RecordId, type RecordRow } from '../data';
import { DENIED_MESSAGE, useCan, useHasPermission } from '../permissions/useCan';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { buildColumns } from './build-columns';
import { useColumnChoice } from './column-choice';
import { RowActions } from './RowActions';
import { SortableHeading } from './SortableHeading';
import { TableScroller } from './TableScroller';
import { TableSkeleton } from './TableSkeleton';
import { sortDirectionOf } from './header-sort';
import { formatValue } from './format-value';
import { rowPageOf } from './row-page';
import { ListEmptyState } from './ListEmptyState';

/** Money lines up on the right; columns that are not key hide on a phone (spec order kept), expendable ones in a tight table. */
function cellPlacement(column: Column<RecordRow>) {
  const meta = column.columnDef.meta;
  return `${meta?.isNumeric ? 'text-right' : ''} ${meta?.isKey === false ? 'hidden md:table-cell' : ''} ${meta?.isExpendable ? 'group-data-[tight=true]/table:hidden' : ''}`;
}

export interface DataTableProps {
  resource: ResourceDescription;
  rows: RecordRow[] | undefined;
  isLoading: boolean;
  /** The parent row the rows live under, for deleting nested rows (a pricelist's rates). */
  parentId?: RecordId;
  /** Opens a row where the table is (a dialog) instead of leading to a page; the Edit icon does the same. */
  onOpenRow?: (row: RecordRow) => void;
  /**
   * What is listed, when its rows are another resource's (a queue's agents are agents): its
   * columns show, and a view with pages of its own opens its rows there.
   */
  listed?: ResourceDescription;
  /** The list's `sort_by`; with `onSort`, the headings of sortable fields sort. */
  sortBy?: string;
  onSort?: (sortBy: string) => void;
}

/** A first cell with nothing in it still names where its link goes. */
const isBlank = (value: unknown) => value === null || value === undefined || value === '';

export function DataTable({ resource, rows, isLoading, parentId, onOpenRow, listed = resource, sortBy, onSort }: DataTableProps) {
  const navigate = useNavigate();
  const can = useCan(resource);
  const hasPermission = useHasPermission();
  const [deleting, setDeleting] = useState<RecordRow | null>(null);
  const rowPage = useMemo(() => rowPageOf(resource, listed), [resource, listed]);
  // Rows that lead nowhere (a ledger's lines) open nothing, so clicking one is no denial; a dialog opens only rows with a view.
  const hasView = onOpenRow ? resource.operations.includes('view') : rowPage !== undefined;
  const canView = onOpenRow ? can('view') : rowPage !== undefined && hasPermission(rowPage.label, 'view');
  // Rows are edited where they are opened: in the dialog (a login, which has no view, is still edited there), or on
  // their own page (a DID ringing an extension opens the DID, not itself).
  const hasEditPlace = onOpenRow ? hasView || resource.operations.includes('edit') : rowPage?.isOwn === true;
  const canOpenForEdit = hasEditPlace && (canView || can('edit'));
  const canDelete = can('delete');
  const canChange = can('edit');
  const pageOf = useCallback((row: RecordRow) => rowPage?.pathOf(row, parentId) ?? '', [rowPage, parentId]);
  const editPageOf = useCallback((row: RecordRow) => rowPage?.editPathOf(row, parentId) ?? '', [rowPage, parentId]);

  const columns = useMemo<ColumnDef<RecordRow>[]>(() => {
    const fieldColumns = buildColumns(listed);
    if (!canOpenForEdit && !canDelete) return fieldColumns;
    return [
      ...fieldColumns,
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => (
          <RowActions
            canEdit={canOpenForEdit}
            canDelete={canDelete}
            onEdit={() => (onOpenRow ? onOpenRow(row.original) : navigate(canChange ? editPageOf(row.original) : pageOf(row.original)))}
            onDelete={() => setDeleting(row.original)}
          />
        ),
      },
    ];
  }, [listed, canOpenForEdit, canChange, canDelete, navigate, onOpenRow, pageOf, editPageOf]);

  // The columns chosen for this list in this browser (ColumnMenu), wherever it is listed.
  const { visibility } = useColumnChoice(listed);
  const table = useReactTable({
    data: rows ?? [],
    columns,
    state: { columnVisibility: visibility },
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  // A row leading to a page is a real link there too (its first cell), so it opens in a new tab as any link does.
  const linkOf = (row: RecordRow) => (!onOpenRow && hasView && canView ? pageOf(row) : undefined);

  const openRow = (row: RecordRow, event?: MouseEvent<HTMLTableRowElement>) => {
    if (!hasView) return;
    // The row's link opens itself (a new tab too); a click elsewhere with Ctrl or ⌘ opens the row in a new tab as well.
    if (event && event.target instanceof Element && event.target.closest('a')) return;
    const link = linkOf(row);
    if (event && link && (event.ctrlKey || event.metaKey)) {
      window.open(link, '_blank', 'noopener');
      return;
    }
    if (!canView) toast.error(DENIED_MESSAGE, { id: 'row-action-denied' });
    else if (onOpenRow) onOpenRow(row);
    else navigate(pageOf(row));
  };

  // Enter and Space on the row itself open it as a click does; keys on its buttons are theirs.
  const openRowByKey = (event: KeyboardEvent<HTMLTableRowElement>, row: RecordRow) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    openRow(row);
  };

  if (isLoading && !rows) return <TableSkeleton />;
  if (!rows || rows.length === 0) return <ListEmptyState resource={listed} parentId={parentId} />;

  return (
    <>
      <TableScroller>
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs text-brand-navy dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-300">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  // The actions are a column like any other, never pinned over data: a wide table scrolls, and says so.
                  const isActions = header.id === 'actions';
                  const isSortable = Boolean(onSort && header.column.columnDef.meta?.isSortable);
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={isSortable ? (sortDirectionOf(sortBy, header.id) ?? 'none') : undefined}
                      className={`px-2.5 py-3 font-semibold whitespace-nowrap first:pl-4 last:pr-4 ${cellPlacement(header.column)} ${isActions ? 'text-right' : ''}`}
                    >
                      {isSortable && onSort ? (
                        <SortableHeading field={header.id} sortBy={sortBy} onSort={onSort}>
                          {label}
                        </SortableHeading>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-700/60">
            {table.getRowModel().rows.map((row) => (
              <tr
                key={row.id}
                tabIndex={hasView ? 0 : undefined}
                onClick={(event) => openRow(row.original, event)}
                onKeyDown={(event) => openRowByKey(event, row.original)}
                className={`text-slate-700 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-blue dark:text-slate-200 ${canView ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-700/40' : ''}`}
              >
                {row.getVisibleCells().map((cell, index) => {
                  const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                  const link = index === 0 ? linkOf(row.original) : undefined;
                  return (
                    <td key={cell.id} className={`px-2.5 py-2.5 whitespace-nowrap first:pl-4 last:pr-4 ${cellPlacement(cell.column)}`}>
                      {link ? (
                        // Out of the tab order: the row itself is focused and opened with Enter; the link serves the pointer.
                        <Link
                          to={link}
                          tabIndex={-1}
                          aria-label={isBlank(cell.getValue()) ? `Open ${listed.singular} ${rowIdOf(listed, row.original)}` : undefined}
                          className="block text-inherit hover:underline"
                        >
                          {content}
                        </Link>
                      ) : (
                        content
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <DeleteDialog
        resource={resource}
        parentId={parentId}
        id={deleting && rowIdOf(resource, deleting)}
        label={deleting ? formatValue(deleting[resource.display]) : undefined}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
