import { addPagePath, callCenterQueueAgents, callCenterTiers, type callCenterQueues } from '@ringledger/contract';
import { NestedList, useCan, type RowOf } from '../../framework';
import { useTabParam } from '../../framework/pages/useTabParam';
import { ButtonLink } from '../../ui/ButtonLink';
import { Panel } from '../../ui/Panel';
import { PlusIcon } from '../../ui/Icons';
import { Tabs, type TabDefinition } from '../../ui/Tabs';

const QUEUE_TABS = ['agents', 'tiers'] as const;

type QueueTab = (typeof QUEUE_TABS)[number];

/** Spec 02 §2: a queue's page has its agents and its tiers as tabs; only the open one loads, each paged on its own. */
export function QueueExtras({ record }: { record: RowOf<typeof callCenterQueues> }) {
  const [active, open] = useTabParam(QUEUE_TABS);
  const canAddTier = useCan(callCenterTiers)('create');
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
          actions={
            canAddTier &&
            addTier && (
              <ButtonLink to={addTier}>
                <PlusIcon width={16} height={16} />
                {callCenterTiers.titles.create}
              </ButtonLink>
            )
          }
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
