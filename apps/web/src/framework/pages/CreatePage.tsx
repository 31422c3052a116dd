import { useParams } from 'react-router';
import type { ResourceDescription } from '@ringledger/contract';
import { CreateForm, RequiredFieldsNote, type FormValues } from '../forms';
import { Panel } from '../../ui/Panel';
import { ParentLink } from './ParentLink';

const useNoDefaults = (): FormValues | undefined => undefined;

interface CreatePageProps {
  resource: ResourceDescription;
  /** The feature's starting values beyond the description's defaults; one hook for the page's whole life, so always called. */
  useDefaults?: () => FormValues | undefined;
}

/** The form for a new row; a nested row (a queue's tier) is made under the parent row its address names. */
export function CreatePage({ resource, useDefaults = useNoDefaults }: CreatePageProps) {
  const defaults = useDefaults();
  const params = useParams();
  const parentId = resource.parent ? params[resource.parent.param] : undefined;
  return (
    <>
      {parentId !== undefined && <ParentLink resource={resource} parentId={parentId} />}
      <Panel className="p-6">
        <RequiredFieldsNote />
        <CreateForm resource={resource} parentId={parentId} defaults={defaults} />
      </Panel>
    </>
  );
}
