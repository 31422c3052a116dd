import { useSession } from '../../api/session-store';
import { Panel } from '../../ui/Panel';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ProfileForm } from './ProfileForm';

/**
 * Who the signed-in person is, which they keep up to date themselves (name and e-mail), and their
 * password change (the same rules and call as Account Settings: the current password first, other
 * sessions ended after).
 */
export function ProfilePage() {
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <Panel aria-labelledby="profile-details" className="p-6">
        <h2 id="profile-details" className="text-base font-semibold text-brand-navy dark:text-slate-100">
          Your details
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-500 dark:text-slate-400">Low-balance alerts are sent to this e-mail.</p>
        {/* Keyed by the person: another sign-in in this tab starts from their details. */}
        {user && <ProfileForm key={user.id} user={user} />}
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
