import type { ResourceDescription } from '@ringledger/contract';
import { CreateForm, type FormValues } from '../forms';
import { Panel } from '../../ui/Panel';

const useNoDefaults = (): FormValues | undefined => undefined;

interface CreatePageProps {
  resource: ResourceDescription;
  /** The feature's starting values beyond the description's defaults; one hook for the page's whole life, so always called. */
  useDefaults?: () => FormValues | undefined;
}

export function CreatePage({ resource, useDefaults = useNoDefaults }: CreatePageProps) {
  const defaults = useDefaults();
  return (
    <>
      <Panel className="p-6">
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
          Fields marked <span className="text-brand-red">*</span> are required.
        </p>
        <CreateForm resource={resource} defaults={defaults} />
      </Panel>
    </>
  );
}
