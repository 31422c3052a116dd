import { accounts, callAccounts } from '@ringledger/contract';
import type { RecordId } from '../../framework/data';
import { useCan } from '../../framework/permissions/useCan';
import { PlusIcon } from '../../ui/Icons';
import { ButtonLink } from './ButtonLink';
import { NestedList } from './NestedList';

/** What a user owns, each listed at /users/{id}/{name} with the spec's wording (§6, §8). */
const OWNED = {
  accounts: { resource: accounts, createLabel: 'Create new User Account', loadFailed: 'Could not load user accounts, try refreshing the page' },
  call_accounts: { resource: callAccounts, createLabel: 'User Call Account', loadFailed: 'Could not load user call accounts, try refreshing the page' },
} as const;

interface UserOwnedListProps {
  userId: RecordId;
  kind: keyof typeof OWNED;
  paramPrefix?: string;
}

export function UserOwnedList({ userId, kind, paramPrefix }: UserOwnedListProps) {
  const { resource, createLabel, loadFailed } = OWNED[kind];
  const can = useCan(resource);
  const path = `/users/${userId}/${resource.name}`;
  return (
    <NestedList
      resource={resource}
      path={path}
      loadFailed={loadFailed}
      paramPrefix={paramPrefix}
      actions={
        can('create') && (
          <ButtonLink to={`${path}/new`}>
            <PlusIcon width={16} height={16} />
            {createLabel}
          </ButtonLink>
        )
      }
    />
  );
}
