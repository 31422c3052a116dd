const ROWS = 10;
const COLUMNS = 8;

/** Spec §2.6: a skeleton of 10 rows by 8 columns while a list loads. */
export function TableSkeleton() {
  return (
    <div role="status" aria-label="Loading" className="overflow-hidden">
      {/* Empty rows say nothing to a screen reader, nor to anything looking for the list's rows: only "Loading" is heard. */}
      <table aria-hidden="true" className="w-full">
        <tbody>
          {Array.from({ length: ROWS }, (_, row) => (
            <tr key={row} className="border-b border-slate-100 dark:border-slate-700/60">
              {Array.from({ length: COLUMNS }, (_, column) => (
                <td key={column} className="px-4 py-3.5">
                  <div className="h-3.5 animate-pulse rounded bg-slate-200 dark:bg-slate-700" style={{ width: `${55 + ((row + column) % 4) * 12}%` }} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
