import { Panel } from '../../ui/Panel';
import { UserOwnedList } from './UserOwnedList';
import { UserHeading } from './UserHeading';
import { useRouteUser } from './useRouteUser';

/** /users/{id}/accounts: the accounts one user owns. */
export function UserAccountsPage() {
  const { id, user } = useRouteUser();
  return (
    <>
      <UserHeading id={id} user={user} />
      <Panel className="p-6">
        <UserOwnedList userId={id} kind="accounts" />
      </Panel>
    </>
  );
}
