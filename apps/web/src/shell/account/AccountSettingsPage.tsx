import { useSearchParams } from 'react-router';
import { Panel } from '../../ui/Panel';
import { EmptyState } from '../../ui/EmptyState';
import { Tabs, type TabDefinition } from '../../ui/Tabs';
import { ChangePasswordForm } from './ChangePasswordForm';

type SettingsTab = 'password' | 'configurations';

const TABS: readonly TabDefinition<SettingsTab>[] = [
  {
    key: 'password',
    label: 'Change Password',
    content: (
      <>
        <p className="mb-6 text-sm text-slate-500 dark:text-slate-400">Changing your password signs you out on your other devices.</p>
        <ChangePasswordForm />
      </>
    ),
  },
  { key: 'configurations', label: 'Configurations', content: <EmptyState title="Nothing to configure yet" /> },
];

export function AccountSettingsPage() {
  const [params, setParams] = useSearchParams();
  const active: SettingsTab = params.get('tab') === 'configurations' ? 'configurations' : 'password';

  return (
    <Panel className="p-6">
      <Tabs label="Account settings" tabs={TABS} active={active} onChange={(tab) => setParams(tab === 'password' ? {} : { tab }, { replace: true })} />
    </Panel>
  );
}
