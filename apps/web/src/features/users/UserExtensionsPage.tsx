import { EmptyState } from '../../ui/EmptyState';
import { Panel } from '../../ui/Panel';
import { UserHeading } from './UserHeading';
import { useRouteUser } from './useRouteUser';

/** /users/{id}/extensions: extensions have no API yet, so there is nothing to list. */
export function UserExtensionsPage() {
  const { id, user } = useRouteUser();
  return (
    <>
      <UserHeading id={id} user={user} />
      <Panel className="p-6">
        <EmptyState />
      </Panel>
    </>
  );
}
