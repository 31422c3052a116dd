import { useNavigate } from 'react-router';
import { users, type ResourceDescription } from '@ringledger/contract';
import { RecordSubpage } from '../../framework/pages/RecordSubpage';
import type { RowOf } from '../../framework/data';
import { CreateForm, RequiredFieldsNote, lastTenDigits, type FormValues } from '../../framework/forms';
import { DetailsSkeleton } from '../../framework/pages/DetailsSkeleton';
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
    <RecordSubpage resource={users} id={id} record={user}>
      {user.isPending && <DetailsSkeleton />}
      {record && (
        <>
          <RequiredFieldsNote />
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
    </RecordSubpage>
  );
}
