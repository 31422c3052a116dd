import type { ColumnDef, RowData } from '@tanstack/react-table';
import { HIDDEN_COLUMNS, labelOf, pageLayout, type ResourceDescription } from '@ringledger/contract';
import type { RecordRow } from '../data';
import { readValue, valueKindOf } from './format-value';
import { CellText } from './CellText';
import { MomentText } from './MomentText';
import { MoneyText } from './MoneyText';
import { BalanceText } from './BalanceText';
import { decimalsOf, missingDecimals } from './money';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Money: right-aligned, heading too, so the decimal points line up. */
    isNumeric?: boolean;
    /** Kept on a phone, where the other columns hide. */
    isKey?: boolean;
    /** The description lists the field among its sortable ones, so its heading sorts. */
    isSortable?: boolean;
    /** Gives way first when the table is too wide for its box (see useColumnBudget). */
    isExpendable?: boolean;
  }
}

/** Who made a row and when: on its page too, so the first to go from a list too wide for its box. */
const EXPENDABLE = new Set(['created_by', 'created_at', 'updated_at']);

const hidden = new Set<string>(HIDDEN_COLUMNS);

export function visibleColumns(resource: ResourceDescription) {
  return resource.columns.filter((column) => !hidden.has(column));
}

/** What a phone's row holds beside its actions: two columns, as wide as a phone allows each. */
const PHONE_COLUMN_BUDGET = 2;

/**
 * The columns a phone keeps, in list order: the description's `keyColumns`, else the first
 * column (a row always says which it is) and what names the record on its page, then its first
 * status while the budget allows.
 */
export function keyColumnsOf(resource: ResourceDescription): string[] {
  const visible = visibleColumns(resource);
  const chosen = resource.keyColumns ?? [...new Set([visible[0], ...pageLayout(resource).lead].filter((column) => visible.includes(column)))];
  return visible.filter((column) => chosen.includes(column)).slice(0, resource.keyColumns ? undefined : PHONE_COLUMN_BUDGET);
}

/** One column per listed field, derived from the description; nothing is written per resource. */
export function buildColumns(resource: ResourceDescription): ColumnDef<RecordRow>[] {
  const keys = keyColumnsOf(resource);
  const sortable = new Set(resource.sortable);
  const wrapped = new Set(resource.wrappedColumns);
  return visibleColumns(resource).map((field) => {
    const kind = valueKindOf(resource, field);
    const isMoney = kind === 'money';
    return {
      id: field,
      header: labelOf(resource, field),
      accessorFn: (row) => readValue(resource, row, field),
      meta: { isNumeric: isMoney, isKey: keys.includes(field), isSortable: sortable.has(field), isExpendable: EXPENDABLE.has(field) },
      cell: (context) => {
        const text = context.getValue<string>();
        // An empty amount's words (Unpriced) are not an amount: no currency before them.
        if (isMoney && text && context.row.original[field] !== null) {
          // Decimals beyond the currency's show where an amount has them; the column's others line up with them.
          const decimals = Math.max(...context.table.getRowModel().rows.map((row) => decimalsOf(row.getValue<string>(field) ?? '')));
          const pad = missingDecimals(text, decimals);
          if (resource.balance?.key === field) return <BalanceText resource={resource} row={context.row.original} text={text} pad={pad} />;
          return <MoneyText text={text} pad={pad} />;
        }
        if (kind === 'moment') return <MomentText value={context.row.original[field]} />;
        return <CellText text={text} wraps={wrapped.has(field)} />;
      },
    };
  });
}
