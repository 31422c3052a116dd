import { useNavigate } from 'react-router';
import { extensions, userExtensions, users } from '@ringledger/contract';
import { RecordSubpage } from '../../framework/pages/RecordSubpage';
import { CreateForm, RequiredFieldsNote, type LookupFilters } from '../../framework/forms';
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
    <RecordSubpage resource={users} id={id} record={user}>
      <RequiredFieldsNote />
      <CreateForm key={id} resource={extensions} title={userExtensions.titles.create} lookupFilters={ownedBy(id)} onCancel={() => navigate(`/users/${id}`)} />
    </RecordSubpage>
  );
}
