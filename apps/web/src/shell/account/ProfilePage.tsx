import { useSession } from '../../api/session-store';
import { Panel } from '../../ui/Panel';
import { ChangePasswordForm } from './ChangePasswordForm';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-500 dark:text-slate-400">{term}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-brand-navy sm:col-span-2 sm:mt-0 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * Who the signed-in person is, as the platform knows them, and their password change (the same
 * rules and call as Account Settings: the current password first, other sessions ended after).
 * Name and e-mail are their operator's to change, so they are shown, not edited.
 */
export function ProfilePage() {
  const { user } = useSession();
  const name = `${user?.firstname ?? ''} ${user?.lastname ?? ''}`.trim();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Panel aria-labelledby="profile-details" className="p-6">
        <h2 id="profile-details" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          Your details
        </h2>
        <dl className="mt-3 divide-y divide-slate-100 dark:divide-slate-700">
          <Fact term="Name">{name || 'Not given'}</Fact>
          <Fact term="E-mail">{user?.email ?? 'Not given'}</Fact>
        </dl>
        <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">To change your name or e-mail, ask your operator.</p>
      </Panel>
      <Panel aria-labelledby="profile-password" className="p-6">
        <h2 id="profile-password" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          Change password
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-500 dark:text-slate-400">
          Enter your current password first. Changing it signs you out on your other devices.
        </p>
        <ChangePasswordForm />
      </Panel>
    </div>
  );
}
