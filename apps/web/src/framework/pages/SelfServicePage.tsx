import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { ArrowLeftIcon } from '../../ui/Icons';

/** The way back from a self-service page: to the self-service menu (/user/menu) unless told. */
export function BackButton({ to = '/user/menu' }: { to?: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="ghost" className="-ml-3 mb-4" onClick={() => navigate(to)}>
      <ArrowLeftIcon width={16} height={16} />
      Back
    </Button>
  );
}

/** A self-service page of one panel: the way back (`back`, the menu unless told), then the panel. */
export function SelfServicePage({ back, children }: { back?: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-2xl">
      <BackButton to={back} />
      <Panel className="p-6 sm:p-8">{children}</Panel>
    </div>
  );
}
