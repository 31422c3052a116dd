import { useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { rowParamOf, type ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import { useOne, type RecordId } from '../data';
import { useCan } from '../permissions/useCan';
import { EditForm } from '../forms';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { formatValue } from '../table/format-value';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { ChevronDownIcon, PencilIcon, TrashIcon } from '../../ui/Icons';
import type { ViewExtras } from '../screens';
import { DetailsPanel } from './DetailsPanel';
import { DetailsSkeleton } from './DetailsSkeleton';

interface ViewPageProps<R extends ResourceDescription> {
  resource: R;
  extras?: ViewExtras<R>;
  /**
   * For a row under a parent (an extension's device): the parent's id, the page listing its rows,
   * where saving and deleting return, and the way back there, shown above the row.
   */
  parent?: { id: RecordId; listPage: string; heading: ReactNode };
}

const EDIT_PARAM = 'edit';

export function ViewPage<R extends ResourceDescription>({ resource, extras: Extras, parent }: ViewPageProps<R>) {
  const id = useParams()[rowParamOf(resource)];
  const navigate = useNavigate();
  const can = useCan(resource);
  const one = useOne(resource, id, { parentId: parent?.id });
  const listPage = parent?.listPage ?? `/${resource.name}?page=1`;
  const [searchParams, setSearchParams] = useSearchParams();
  const [isDeleting, setIsDeleting] = useState(false);
  const canEdit = can('edit');
  // The open edit panel is part of the address, so the row's Edit icon can open it and a reload keeps it.
  const isEditing = canEdit && searchParams.get(EDIT_PARAM) === '1';

  const toggleEdit = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (isEditing) next.delete(EDIT_PARAM);
        else next.set(EDIT_PARAM, '1');
        return next;
      },
      { replace: true },
    );

  const record = one.data;

  return (
    <>
      {/* The record's name heads its details below; the toolbar holds only what can be done with it. */}
      <PageToolbar
        heading={parent?.heading}
        actions={
          record && (
            <>
              {canEdit && (
                <Button variant={isEditing ? 'secondary' : 'primary'} aria-expanded={isEditing} aria-controls="resource-edit-panel" onClick={toggleEdit}>
                  <PencilIcon width={16} height={16} />
                  {resource.titles.edit}
                  <ChevronDownIcon width={14} height={14} className={`transition-transform ${isEditing ? 'rotate-180' : ''}`} />
                </Button>
              )}
              {can('delete') && (
                <Button variant="danger" onClick={() => setIsDeleting(true)}>
                  <TrashIcon width={16} height={16} />
                  Delete
                </Button>
              )}
            </>
          )
        }
      />
      <Panel className="p-6">
        {one.isPending && <DetailsSkeleton />}
        {one.isError && (
          <p role="alert" className="text-sm text-brand-red">
            {errorMessage(one.error)}
          </p>
        )}
        {record && <DetailsPanel resource={resource} record={record} />}
      </Panel>
      {record && isEditing && (
        <Panel className="mt-5 p-6">
          <div id="resource-edit-panel">
            <EditForm
              key={String(record.updated_at ?? record.id)}
              resource={resource}
              record={record}
              parentId={parent?.id}
              onSaved={parent && (() => navigate(parent.listPage))}
              onCancel={toggleEdit}
            />
          </div>
        </Panel>
      )}
      {record && Extras && <Extras record={record} />}
      {record && (
        <DeleteDialog
          resource={resource}
          parentId={parent?.id}
          id={isDeleting ? record.id : null}
          label={formatValue(record[resource.display])}
          onClose={() => setIsDeleting(false)}
          onDeleted={() => navigate(listPage, { replace: true })}
        />
      )}
    </>
  );
}
