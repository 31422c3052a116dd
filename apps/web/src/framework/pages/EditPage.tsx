import { useNavigate, useParams } from 'react-router';
import { recordPagePath, rowParamOf, type ResourceDescription } from '@ringledger/contract';
import { useOne } from '../data';
import { EditForm } from '../forms';
import { formatValue } from '../table/format-value';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { LoadState } from './LoadState';

/** A row's edit page, for resources whose row page is elsewhere (spec 02: an agent is edited at call_center/agents/{id}). */
export function EditPage({ resource }: { resource: ResourceDescription }) {
  const params = useParams();
  const id = params[rowParamOf(resource)];
  const navigate = useNavigate();
  const one = useOne(resource, id);
  const record = one.data;
  return (
    <>
      <PageToolbar heading={record && `${resource.singular} ${formatValue(record[resource.display])}`} />
      <Panel className="p-6">
        <LoadState query={one} />
        {record && (
          <EditForm
            key={String(record.updated_at ?? record.id)}
            resource={resource}
            record={record}
            onCancel={() => navigate(recordPagePath(resource, record.id))}
          />
        )}
      </Panel>
    </>
  );
}
