import { useNavigate } from 'react-router';
import type { ResourceDescription, users } from '@ringledger/contract';
import type { RowOf } from '../../framework/data';
import { CreateForm, lastTenDigits, type FormValues } from '../../framework/forms';
import { DetailsSkeleton } from '../../framework/pages/DetailsSkeleton';
import { Panel } from '../../ui/Panel';
import { UserHeading } from './UserHeading';
import { useRouteUser } from './useRouteUser';

interface UserOwnedCreatePageProps {
  resource: ResourceDescription;
  title: string;
  /** Starting values beyond the number, such as a call account's name. */
  defaults?: FormValues;
}

/** What a user's page starts a new account with: their phone's last 10 digits as its number (spec §4). */
function startingValues(user: RowOf<typeof users>, defaults: FormValues = {}): FormValues {
  return { ...defaults, number: lastTenDigits(user.phone) ?? undefined };
}

/**
 * The resource's create form for one user: the type and owner are settled (user, this user) and
 * not shown, and saving returns to the user's page.
 */
export function UserOwnedCreatePage({ resource, title, defaults }: UserOwnedCreatePageProps) {
  const navigate = useNavigate();
  const { id, user } = useRouteUser();
  const record = user.data;
  const toUser = () => navigate(`/users/${id}`);
  return (
    <>
      <UserHeading id={id} user={user} />
      <Panel className="p-6">
        {user.isPending && <DetailsSkeleton />}
        {record && (
          <>
            <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
              Fields marked <span className="text-brand-red">*</span> are required.
            </p>
            <CreateForm
              key={record.id}
              resource={resource}
              title={title}
              defaults={startingValues(record, defaults)}
              fixed={{ type: 'user', user_id: record.id }}
              onSaved={toUser}
              onCancel={toUser}
            />
          </>
        )}
      </Panel>
    </>
  );
}
