import { accountExtensions, type accounts } from '@ringledger/contract';
import { NestedList, useCan, type RowOf } from '../../framework';
import { Panel } from '../../ui/Panel';
import { Tabs } from '../../ui/Tabs';

/** Spec §2.5: an account's view has an "Account Extension" tab listing its extensions, paged. */
export function AccountExtras({ record }: { record: RowOf<typeof accounts> }) {
  const canList = useCan(accountExtensions)('list');
  if (!canList) return null;
  return (
    <Panel className="mt-5 p-6">
      <Tabs
        label="Account details"
        active="extensions"
        onChange={() => undefined}
        tabs={[
          {
            key: 'extensions',
            label: accountExtensions.titles.list,
            content: <NestedList resource={accountExtensions} parentId={record.id} paramPrefix="extensions_" />,
          },
        ]}
      />
    </Panel>
  );
}
