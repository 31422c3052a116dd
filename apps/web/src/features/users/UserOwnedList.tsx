import { accounts, callAccounts, extensions, userAccounts, userCallAccounts, userExtensions } from '@ringledger/contract';
import { NestedList, useCan, type RecordId } from '../../framework';
import { PlusIcon } from '../../ui/Icons';
import { ButtonLink } from '../../ui/ButtonLink';

/** What a user owns: listed under the user, created as the resource itself, with the spec's wording (§6, §8). */
const OWNED = {
  accounts: { view: userAccounts, resource: accounts, createLabel: 'Create new User Account' },
  call_accounts: { view: userCallAccounts, resource: callAccounts, createLabel: 'User Call Account' },
  extensions: { view: userExtensions, resource: extensions, createLabel: 'User Extension' },
} as const;

interface UserOwnedListProps {
  userId: RecordId;
  kind: keyof typeof OWNED;
  /** Sets the list's URL parameters apart where it shares the page (a tab); on a page of its own it reads the page's. */
  paramPrefix?: string;
}

export function UserOwnedList({ userId, kind, paramPrefix }: UserOwnedListProps) {
  const { view, resource, createLabel } = OWNED[kind];
  const can = useCan(resource);
  return (
    <NestedList
      resource={view}
      parentId={userId}
      paramPrefix={paramPrefix}
      actions={
        can('create') && (
          <ButtonLink to={`/users/${userId}/${resource.name}/new`}>
            <PlusIcon width={16} height={16} />
            {createLabel}
          </ButtonLink>
        )
      }
    />
  );
}
