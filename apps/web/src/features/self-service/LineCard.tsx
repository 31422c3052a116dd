import { callAccounts, lineDisplayName, type UserLine } from '@ringledger/contract';
import { BalanceText } from '../../framework/table/BalanceText';
import { formatMoney } from '../../framework/table/money';
import { MoneyText } from '../../framework/table/MoneyText';
import { ButtonLink } from '../../ui/ButtonLink';
import { WalletIcon } from '../../ui/Icons';

/** A line's balance as the call-account lists show it: red below zero, amber below the Low Balance Threshold unless postpaid. */
function LineBalance({ line }: { line: UserLine }) {
  const row = { id: line.call_billing_account_id, balance: line.account_balance, postpaid: line.postpaid };
  return <BalanceText resource={callAccounts} row={row} text={formatMoney(line.account_balance)} />;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 truncate text-sm font-medium text-brand-navy dark:text-slate-100">{children}</dd>
    </div>
  );
}

/** One line on the home: what it holds, how it is reached and dialled from, what it spent this month, and its Recharge. */
export function LineCard({ line }: { line: UserLine }) {
  const title = line.name || lineDisplayName(line);
  const headingId = `line-${line.call_billing_account_id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-800">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-semibold text-brand-navy dark:text-slate-100">
            {title} <span className="font-normal text-slate-500 dark:text-slate-400">· {line.number}</span>
          </h3>
          <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Balance</p>
          <p className="text-2xl font-semibold">
            <LineBalance line={line} />
          </p>
        </div>
        <ButtonLink to={`/user/menu/recharge?line=${line.call_billing_account_id}`} aria-label={`Recharge ${title} · ${line.number}`}>
          <WalletIcon width={16} height={16} />
          Recharge
        </ButtonLink>
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-100 pt-4 sm:grid-cols-3 dark:border-slate-700">
        <Fact term="DID">{line.did_number ?? 'None yet'}</Fact>
        <Fact term="Extension">{line.username ? `${line.username}${line.domain ? `@${line.domain}` : ''}` : 'None yet'}</Fact>
        <Fact term="Spent this month">
          <MoneyText text={formatMoney(line.spend_this_month)} />
        </Fact>
      </dl>
    </article>
  );
}
