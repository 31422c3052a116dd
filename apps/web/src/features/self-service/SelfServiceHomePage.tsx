import { useSession } from '../../api/session-store';
import { useUserLines } from '../payments/useUserLines';
import { EmptyState } from '../../ui/EmptyState';
import { LineCard } from './LineCard';
import { RecentCalls } from './RecentCalls';

/** Where a customer lands: every line with its balance and Recharge, then their latest calls. */
export function SelfServiceHomePage() {
  const { user } = useSession();
  const lines = useUserLines();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm text-slate-500 dark:text-slate-400">Welcome back{user?.firstname ? `, ${user.firstname}` : ''}.</p>
      <section aria-labelledby="my-lines" className="space-y-3">
        <h2 id="my-lines" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          My lines
        </h2>
        {lines.isPending && <div role="progressbar" aria-label="Loading your lines" className="h-40 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" />}
        {lines.data?.total === 0 && (
          <EmptyState title="You have no lines yet">Your operator opens lines for you; they show here with their balance.</EmptyState>
        )}
        {lines.data?.results.map((line) => (
          <LineCard key={line.call_billing_account_id} line={line} />
        ))}
      </section>
      <RecentCalls />
    </div>
  );
}
