import type { RecordId } from '../../framework/data';
import { useTabParam } from '../../framework/pages/useTabParam';
import { Tabs, type TabDefinition } from '../../ui/Tabs';
import { UserOwnedList } from './UserOwnedList';
import { CallRecordsTab } from '../call-records/CallRecordsTab';

const USER_TABS = ['accounts', 'call_accounts', 'extensions', 'call_records'] as const;

type UserTab = (typeof USER_TABS)[number];

/** The user's accounts, call accounts, extensions and call records; only the open tab loads, and each pages on its own. */
export function UserTabs({ userId }: { userId: RecordId }) {
  const [active, open] = useTabParam(USER_TABS);

  const tabs: TabDefinition<UserTab>[] = [
    { key: 'accounts', label: 'User Accounts', content: <UserOwnedList userId={userId} kind="accounts" paramPrefix="accounts_" /> },
    { key: 'call_accounts', label: 'User Call Accounts', content: <UserOwnedList userId={userId} kind="call_accounts" paramPrefix="call_accounts_" /> },
    { key: 'extensions', label: 'User Extensions', content: <UserOwnedList userId={userId} kind="extensions" paramPrefix="extensions_" /> },
    { key: 'call_records', label: 'User Call Records', content: <CallRecordsTab filter={{ user_id: userId }} paramPrefix="call_records_" /> },
  ];

  return <Tabs tabs={tabs} active={active} onChange={open} label="User records" />;
}
