import { useNavigate, useParams } from 'react-router';
import { listPagePath, recordPagePath, rowParamOf, type ResourceDescription } from '@ringledger/contract';
import { useOne } from '../data';
import { EditForm } from '../forms';
import { formatValue } from '../table/format-value';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { LoadState } from './LoadState';
import { Breadcrumbs } from './Breadcrumbs';
import { useDocumentTitle } from '../../ui/document-title';

/** A row's edit page, for resources whose row page is elsewhere (spec 02: an agent is edited at call_center/agents/{id}). */
export function EditPage({ resource }: { resource: ResourceDescription }) {
  const params = useParams();
  const id = params[rowParamOf(resource)];
  const navigate = useNavigate();
  const one = useOne(resource, id);
  const record = one.data;
  const name = record && `${resource.singular} ${formatValue(record[resource.display])}`;
  useDocumentTitle(name && `Edit ${name}`);
  const listPage = `${listPagePath(resource)}?page=1`;
  return (
    <>
      <Breadcrumbs
        crumbs={[
          { label: resource.menu, to: listPage },
          ...(record && name ? [{ label: name, to: recordPagePath(resource, record.id) }] : []),
          { label: 'Edit' },
        ]}
      />
      <PageToolbar heading={name} />
      <Panel className="p-6">
        <LoadState query={one} back={{ label: `Back to ${resource.menu}`, to: listPage }} />
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
