import type { ResourceDescription } from '@ringledger/contract';
import { CreateForm } from '../forms';
import { Panel } from '../../ui/Panel';

export function CreatePage({ resource }: { resource: ResourceDescription }) {
  return (
    <>
      <Panel className="p-6">
        <p className="mb-5 text-sm text-slate-500 dark:text-slate-400">
          Fields marked <span className="text-brand-red">*</span> are required.
        </p>
        <CreateForm resource={resource} />
      </Panel>
    </>
  );
}
