import { useNavigate } from 'react-router';
import { extensions, userExtensions } from '@ringledger/contract';
import { CreateForm, type LookupFilters } from '../../framework/forms';
import { Panel } from '../../ui/Panel';
import { UserHeading } from './UserHeading';
import { useRouteUser } from './useRouteUser';

/** What the user owns, as the accounts and call accounts lists filter it. */
function ownedBy(userId: string): LookupFilters {
  const owner = { type: 'user', type_id: userId };
  return { account_id: owner, call_billing_account_id: owner };
}

/**
 * /users/{id}/extensions/new, "Create User Extension": the extension form whose account and call
 * account lookups offer only this user's; saving goes to the extensions list as the generic form does.
 */
export function UserExtensionCreatePage() {
  const navigate = useNavigate();
  const { id, user } = useRouteUser();
  return (
    <>
      <UserHeading id={id} user={user} />
      <Panel className="p-6">
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
          Fields marked <span className="text-brand-red">*</span> are required.
        </p>
        <CreateForm key={id} resource={extensions} title={userExtensions.titles.create} lookupFilters={ownedBy(id)} onCancel={() => navigate(`/users/${id}`)} />
      </Panel>
    </>
  );
}
