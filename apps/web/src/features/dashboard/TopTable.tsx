import { Link } from 'react-router';
import type { DashboardAnswer } from '@ringledger/contract';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Panel } from '../../ui/Panel';

type Ranking = NonNullable<DashboardAnswer['top']['destinations']>;

const heading = 'px-3 py-2 text-left text-xs font-semibold tracking-wide text-brand-gray uppercase';

/** One top list: each row named, linked to where its calls are listed, with its minutes, ASR and margin. */
export function TopTable({ title, rows, linkOf }: { title: string; rows: Ranking; linkOf: (key: string) => string }) {
  return (
    <Panel className="overflow-hidden">
      <h2 className="px-4 pt-4 text-sm font-semibold text-brand-navy dark:text-slate-100">{title}</h2>
      {rows.length === 0 ? (
        <p className="px-4 py-4 text-sm text-slate-500 dark:text-slate-400">No calls in this period</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr>
              <th scope="col" className={heading}>
                Name
              </th>
              <th scope="col" className={`${heading} text-right`}>
                Minutes
              </th>
              <th scope="col" className={`${heading} text-right`}>
                ASR
              </th>
              <th scope="col" className={`${heading} text-right`}>
                Margin
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-t border-slate-100 dark:border-slate-700/60">
                <td className="px-3 py-2">
                  <Link to={linkOf(row.key)} className="text-brand-blue hover:underline dark:text-blue-300">
                    {row.name}
                  </Link>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{row.minutes.toFixed(2)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{row.asr === null ? '' : `${row.asr}%`}</td>
                <td className="px-3 py-2 text-right">
                  <MoneyText text={formatMoney(row.margin)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
