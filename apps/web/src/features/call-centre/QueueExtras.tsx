import { addPagePath, callCenterQueueAgents, callCenterTiers, type callCenterQueues } from '@ringledger/contract';
import { NestedList, type RowOf } from '../../framework';
import { useTabParam } from '../../framework/pages/useTabParam';
import { Panel } from '../../ui/Panel';
import { Tabs, type TabDefinition } from '../../ui/Tabs';

const QUEUE_TABS = ['agents', 'tiers'] as const;

type QueueTab = (typeof QUEUE_TABS)[number];

/** Spec 02 §2: a queue's page has its agents and its tiers as tabs; only the open one loads, each paged on its own. */
export function QueueExtras({ record }: { record: RowOf<typeof callCenterQueues> }) {
  const [active, open] = useTabParam(QUEUE_TABS);
  const addTier = addPagePath(callCenterTiers, record.id);

  const tabs: TabDefinition<QueueTab>[] = [
    {
      key: 'agents',
      label: callCenterQueueAgents.titles.list,
      content: <NestedList resource={callCenterQueueAgents} parentId={record.id} paramPrefix="agents_" hasSearch />,
    },
    {
      key: 'tiers',
      label: callCenterTiers.titles.list,
      content: (
        <NestedList
          resource={callCenterTiers}
          parentId={record.id}
          paramPrefix="tiers_"
          hasSort
          add={addTier === undefined ? undefined : { to: addTier, label: callCenterTiers.titles.create }}
        />
      ),
    },
  ];

  return (
    <Panel className="mt-5 p-6">
      <Tabs tabs={tabs} active={active} onChange={open} label="Queue agents and tiers" />
    </Panel>
  );
}
