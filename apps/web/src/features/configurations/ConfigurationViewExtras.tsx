import { configurations } from '@ringledger/contract';
import { useHasPermission, type RowOf } from '../../framework';
import { ButtonLink } from '../../ui/ButtonLink';
import { PencilIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';

/** The way to "Update Configuration" from a configuration's page, for those who may change it. */
export function ConfigurationViewExtras({ record }: { record: RowOf<typeof configurations> }) {
  const hasPermission = useHasPermission();
  if (!hasPermission(configurations.label, 'edit')) return null;
  return (
    <Panel className="mt-5 flex flex-wrap items-center justify-between gap-3 p-6">
      <p className="text-sm text-slate-600 dark:text-slate-300">A change takes effect at once, without a restart.</p>
      <ButtonLink to={`/${configurations.name}/update?id=${record.id}`}>
        <PencilIcon width={16} height={16} />
        {configurations.titles.edit}
      </ButtonLink>
    </Panel>
  );
}
