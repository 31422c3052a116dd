import type { ColumnDef } from '@tanstack/react-table';
import { HIDDEN_COLUMNS, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { formatValue, valueKindOf, toHeading, truncate } from './format-value';

const hidden = new Set<string>(HIDDEN_COLUMNS);

export function visibleColumns(resource: ResourceDescription) {
  return resource.columns.filter((column) => !hidden.has(column));
}

/** One column per listed field, derived from the description; nothing is written per resource. */
export function buildColumns(resource: ResourceDescription): ColumnDef<RecordRow>[] {
  return visibleColumns(resource).map((field) => {
    const kind = valueKindOf(resource, field);
    return {
      id: field,
      header: toHeading(field),
      accessorFn: (row) => formatValue(row[field], kind),
      cell: (context) => {
        const text = context.getValue<string>();
        return <span title={text.length > 40 ? text : undefined}>{truncate(text)}</span>;
      },
    };
  });
}
