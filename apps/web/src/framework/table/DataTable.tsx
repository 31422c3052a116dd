import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import toast from 'react-hot-toast';
import type { ResourceDescription } from '@ringledger/contract';
import type { RecordId, RecordRow } from '../data';
import { DENIED_MESSAGE, useCan } from '../permissions/useCan';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { buildColumns } from './build-columns';
import { RowActions } from './RowActions';
import { TableSkeleton } from './TableSkeleton';
import { EmptyState } from '../../ui/EmptyState';

// The actions stay in reach however wide the row is.
const STICKY_CELL = 'sticky right-0 shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)]';

interface DataTableProps {
  resource: ResourceDescription;
  rows: RecordRow[] | undefined;
  isLoading: boolean;
  /** Where a row leads; defaults to the resource's own view page. */
  rowPath?: (row: RecordRow) => string;
  /** Opens a row where the table is (a dialog) instead of leading to a page; the Edit icon does the same. */
  onOpenRow?: (row: RecordRow) => void;
}

export function DataTable({ resource, rows, isLoading, rowPath = (row) => `/${resource.name}/${row.id}`, onOpenRow }: DataTableProps) {
  const navigate = useNavigate();
  const can = useCan(resource);
  const [deleting, setDeleting] = useState<RecordId | null>(null);
  // Rows of a resource with no view (a ledger's lines) open nothing, so clicking one is no denial.
  const hasView = resource.operations.includes('view');
  const canView = can('view');
  const canOpenForEdit = canView || can('edit');
  const canDelete = can('delete');
  const canChange = can('edit');

  const columns = useMemo<ColumnDef<RecordRow>[]>(() => {
    const fieldColumns = buildColumns(resource);
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
            onEdit={() => (onOpenRow ? onOpenRow(row.original) : navigate(`${rowPath(row.original)}${canChange ? '?edit=1' : ''}`))}
            onDelete={() => setDeleting(row.original.id)}
          />
        ),
      },
    ];
  }, [resource, canOpenForEdit, canChange, canDelete, navigate, rowPath, onOpenRow]);

  const table = useReactTable({ data: rows ?? [], columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => String(row.id) });

  const openRow = (row: RecordRow) => {
    if (!hasView) return;
    if (!canView) toast.error(DENIED_MESSAGE, { id: 'row-action-denied' });
    else if (onOpenRow) onOpenRow(row);
    else navigate(rowPath(row));
  };

  if (isLoading && !rows) return <TableSkeleton />;
  if (!rows || rows.length === 0) return <EmptyState className="m-4" />;

  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs text-brand-navy dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-300">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`px-4 py-3 font-semibold whitespace-nowrap ${header.id === 'actions' ? STICKY_CELL + ' bg-slate-50 text-right dark:bg-slate-900' : ''}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-700/60">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              onClick={() => openRow(row.original)}
              className={`group text-slate-700 transition-colors dark:text-slate-200 ${canView ? 'cursor-pointer hover:bg-slate-50 dark:hover:bg-slate-700/40' : ''}`}
            >
              {row.getVisibleCells().map((cell) => (
                <td
                  key={cell.id}
                  className={`px-4 py-2.5 whitespace-nowrap ${cell.column.id === 'actions' ? `${STICKY_CELL} bg-white group-hover:bg-slate-50 dark:bg-slate-800 dark:group-hover:bg-slate-700` : ''}`}
                >
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <DeleteDialog resource={resource} id={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
