import { accounts, callAccounts, extensions, userAccounts, userCallAccounts, userExtensions } from '@ringledger/contract';
import { NestedList, type RecordId } from '../../framework';

/** What a user owns: listed under the user, created as the resource itself, with the spec's wording (§6, §8). */
const OWNED = {
  accounts: { view: userAccounts, resource: accounts, createLabel: 'Create new User Account' },
  call_accounts: { view: userCallAccounts, resource: callAccounts, createLabel: 'User Call Account' },
  extensions: { view: userExtensions, resource: extensions, createLabel: 'User Extension' },
} as const;

export type OwnedKind = keyof typeof OWNED;

interface UserOwnedListProps {
  userId: RecordId;
  kind: OwnedKind;
  /** Sets the list's URL parameters apart where it shares the page (a tab); on a page of its own it reads the page's. */
  paramPrefix?: string;
}

export function UserOwnedList({ userId, kind, paramPrefix }: UserOwnedListProps) {
  const { view, resource, createLabel } = OWNED[kind];
  return (
    <NestedList
      resource={view}
      parentId={userId}
      paramPrefix={paramPrefix}
      add={{ to: `/users/${userId}/${resource.name}/new`, label: createLabel, resource }}
    />
  );
}
