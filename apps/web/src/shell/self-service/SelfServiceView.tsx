import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { EmptyState } from '../../ui/EmptyState';
import { ArrowLeftIcon } from '../../ui/Icons';

/** Recharge and line logs arrive with their own issue; until then the page says so plainly. */
export function SelfServiceView({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <div className="mx-auto max-w-2xl">
      <Button variant="ghost" className="-ml-3 mb-4" onClick={() => navigate('/user/menu')}>
        <ArrowLeftIcon width={16} height={16} />
        Back
      </Button>
      <Panel className="p-6 sm:p-8">
        <h2 className="mb-6 text-lg font-semibold text-brand-navy dark:text-slate-100">{title}</h2>
        <EmptyState>This option is not available yet.</EmptyState>
      </Panel>
    </div>
  );
}
