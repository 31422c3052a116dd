import { users } from '@ringledger/contract';
import { RecordSubpage } from '../../framework/pages/RecordSubpage';
import { UserOwnedList, type OwnedKind } from './UserOwnedList';
import { useRouteUser } from './useRouteUser';

/** /users/{id}/accounts and /users/{id}/extensions: what one user owns, on a page of its own. */
export function UserOwnedPage({ kind }: { kind: OwnedKind }) {
  const { id, user } = useRouteUser();
  return (
    <RecordSubpage resource={users} id={id} record={user}>
      <UserOwnedList userId={id} kind={kind} />
    </RecordSubpage>
  );
}
