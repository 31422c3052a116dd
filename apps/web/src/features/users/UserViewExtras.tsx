import { useState } from 'react';
import { accounts, extensions, userLogins, type users } from '@ringledger/contract';
import type { RowOf } from '../../framework/data';
import { useCan } from '../../framework/permissions/useCan';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { LockIcon } from '../../ui/Icons';
import { ButtonLink } from '../../ui/ButtonLink';
import { CreateCredentialsDialog } from './CreateCredentialsDialog';
import { UserLoginsPanel } from './UserLoginsPanel';
import { UserTabs } from './UserTabs';
import { SipCredentialsNotice } from '../customers/SipCredentialsNotice';

/** What a user's page adds below the details: credentials, the way to their accounts and extensions, and their records. */
export function UserViewExtras({ record }: { record: RowOf<typeof users> }) {
  const canLogins = useCan(userLogins);
  const canAccounts = useCan(accounts);
  const canExtensions = useCan(extensions);
  const [isCreatingCredentials, setIsCreatingCredentials] = useState(false);

  return (
    <>
      <div className="mt-5">
        <SipCredentialsNotice />
      </div>
      <div className="flex flex-wrap gap-2">
        {canLogins('create') && (
          <Button onClick={() => setIsCreatingCredentials(true)}>
            <LockIcon width={16} height={16} />
            Create Credentials
          </Button>
        )}
        {canAccounts('view') && (
          <ButtonLink variant="secondary" to={`/users/${record.id}/accounts`}>
            View user accounts
          </ButtonLink>
        )}
        {canExtensions('view') && (
          <ButtonLink variant="secondary" to={`/users/${record.id}/extensions`}>
            View user extensions
          </ButtonLink>
        )}
      </div>
      <UserLoginsPanel userId={record.id} />
      <Panel className="mt-5 p-6">
        <UserTabs userId={record.id} />
      </Panel>
      <CreateCredentialsDialog user={record} isOpen={isCreatingCredentials} onClose={() => setIsCreatingCredentials(false)} />
    </>
  );
}
