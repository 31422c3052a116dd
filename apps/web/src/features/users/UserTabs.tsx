import { useSearchParams } from 'react-router';
import type { RecordId } from '../../framework/data';
import { Tabs, type TabDefinition } from '../../ui/Tabs';
import { EmptyState } from '../../ui/EmptyState';
import { UserOwnedList } from './UserOwnedList';

type UserTab = 'accounts' | 'call_accounts' | 'extensions' | 'call_records';

const TAB_PARAM = 'tab';

function readTab(value: string | null): UserTab {
  return value === 'call_accounts' || value === 'extensions' || value === 'call_records' ? value : 'accounts';
}

/** The user's accounts, call accounts, extensions and call records; only the open tab loads, and each pages on its own. */
export function UserTabs({ userId }: { userId: RecordId }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const active = readTab(searchParams.get(TAB_PARAM));

  const open = (tab: UserTab) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_PARAM, tab);
        return next;
      },
      { replace: true },
    );

  const tabs: TabDefinition<UserTab>[] = [
    { key: 'accounts', label: 'User Accounts', content: <UserOwnedList userId={userId} kind="accounts" paramPrefix="accounts_" /> },
    { key: 'call_accounts', label: 'User Call Accounts', content: <UserOwnedList userId={userId} kind="call_accounts" paramPrefix="call_accounts_" /> },
    // Extensions and call records have no API yet: nothing to ask for.
    { key: 'extensions', label: 'User Extensions', content: <EmptyState /> },
    { key: 'call_records', label: 'User Call Records', content: <EmptyState /> },
  ];

  return <Tabs tabs={tabs} active={active} onChange={open} label="User records" />;
}
