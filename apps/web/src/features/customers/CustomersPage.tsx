import { Link } from 'react-router';
import { useAddressParams } from '../../framework/navigation/address-params';
import { DEFAULT_PAGE_SIZE } from '@ringledger/contract';
import { Pager } from '../../framework/table/Pager';
import { SortableHeading } from '../../framework/table/SortableHeading';
import { MomentText } from '../../framework/table/MomentText';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { Panel } from '../../ui/Panel';
import { TableScroller } from '../../framework/table/TableScroller';
import { BalanceFlag } from './BalanceFlag';
import { useCustomerList } from './useCustomers';

const readPage = (value: string | null) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : 1);
const LEVELS = [
  { value: '', label: 'All' },
  { value: 'low', label: 'Low balance' },
  { value: 'negative', label: 'Negative balance' },
] as const;

const cell = 'px-4 py-3 align-top';
const heading = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-brand-gray uppercase';

/** Every customer with their money at a glance; the state (page, sort, search, balance filter) lives in the URL. */
export function CustomersPage() {
  const [searchParams, change] = useAddressParams();
  const page = readPage(searchParams.get('page'));
  const sortBy = searchParams.get('sort_by') ?? undefined;
  const level = searchParams.get('balance_level') ?? '';
  const search = searchParams.get('search') ?? undefined;
  const list = useCustomerList({ page, limit: DEFAULT_PAGE_SIZE, sort_by: sortBy, search, balance_level: level || undefined });
  const rows = list.data?.results;
  return (
    <>
      <div role="group" aria-label="Show customers" className="mb-4 flex flex-wrap gap-2">
        {LEVELS.map((option) => (
          <button
            key={option.value}
            type="button"
            aria-pressed={level === option.value}
            onClick={() => change({ balance_level: option.value, page: '1' })}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm aria-pressed:border-brand-blue aria-pressed:bg-brand-blue aria-pressed:text-white dark:border-slate-600"
          >
            {option.label}
          </button>
        ))}
      </div>
      <Panel className="overflow-hidden">
        <TableScroller>
          <table className="w-full text-sm">
            <caption className="sr-only">Customers</caption>
            <thead className="border-b border-slate-200 dark:border-slate-700">
              <tr>
                <th scope="col" className={heading}>
                  <SortableHeading field="name" sortBy={sortBy} onSort={(next) => change({ sort_by: next, page: '1' })}>
                    Name
                  </SortableHeading>
                </th>
                <th scope="col" className={heading}>
                  Accounts
                </th>
                <th scope="col" className={heading}>
                  Status
                </th>
                <th scope="col" className={heading}>
                  Billing
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  <SortableHeading field="balance" sortBy={sortBy} onSort={(next) => change({ sort_by: next, page: '1' })}>
                    Balance
                  </SortableHeading>
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Credit Limit
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  Lines
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  DIDs
                </th>
                <th scope="col" className={heading}>
                  Last Call
                </th>
                <th scope="col" className={`${heading} text-right`}>
                  <SortableHeading field="month_spend" sortBy={sortBy} onSort={(next) => change({ sort_by: next, page: '1' })}>
                    This Month
                  </SortableHeading>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows?.map((customer) => (
                <tr key={customer.id} className="border-b border-slate-100 last:border-0 dark:border-slate-700/60">
                  <td className={cell}>
                    <Link to={`/customers/${customer.id}`} className="font-medium text-brand-blue hover:underline dark:text-blue-300">
                      {customer.name}
                    </Link>
                    {customer.email && <span className="block text-xs text-slate-500 dark:text-slate-400">{customer.email}</span>}
                  </td>
                  <td className={`${cell} tabular-nums`}>{customer.accounts.map((account) => account.number).join(', ')}</td>
                  <td className={cell}>{customer.status === 'active' ? 'Active' : 'Suspended'}</td>
                  <td className={cell}>{customer.billing === null ? '' : customer.billing[0].toUpperCase() + customer.billing.slice(1)}</td>
                  <td className={`${cell} text-right`}>
                    <BalanceFlag balance={customer.balance} level={customer.balance_level} />
                  </td>
                  <td className={`${cell} text-right`}>
                    <MoneyText text={formatMoney(customer.credit_limit)} />
                  </td>
                  <td className={`${cell} text-right tabular-nums`}>{customer.lines}</td>
                  <td className={`${cell} text-right tabular-nums`}>{customer.dids}</td>
                  <td className={cell}>{customer.last_call ? <MomentText value={customer.last_call} /> : 'Never'}</td>
                  <td className={`${cell} text-right`}>
                    <MoneyText text={formatMoney(customer.month_spend)} />
                  </td>
                </tr>
              ))}
              {rows?.length === 0 && (
                <tr>
                  <td colSpan={10} className="px-4 py-8 text-center text-slate-500 dark:text-slate-400">
                    No customers found
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </TableScroller>
        <Pager page={page} total={list.data?.total ?? 0} limit={DEFAULT_PAGE_SIZE} onPageChange={(next) => change({ page: String(next) })} />
      </Panel>
    </>
  );
}
