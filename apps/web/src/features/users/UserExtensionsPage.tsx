import { Panel } from '../../ui/Panel';
import { UserOwnedList } from './UserOwnedList';
import { UserHeading } from './UserHeading';
import { useRouteUser } from './useRouteUser';

/** /users/{id}/extensions: the extensions of the accounts one user owns. */
export function UserExtensionsPage() {
  const { id, user } = useRouteUser();
  return (
    <>
      <UserHeading id={id} user={user} />
      <Panel className="p-6">
        <UserOwnedList userId={id} kind="extensions" />
      </Panel>
    </>
  );
}
