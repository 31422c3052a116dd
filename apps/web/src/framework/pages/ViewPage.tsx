import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { auditLog, editPagePath, hasEditPage, listPagePath, rowParamOf, type ResourceDescription } from '@ringledger/contract';
import { useOne, type RecordId } from '../data';
import { useCan } from '../permissions/useCan';
import { EditForm } from '../forms';
import { DeleteDialog } from '../dialogs/DeleteDialog';
import { formatValue } from '../table/format-value';
import { Button } from '../../ui/Button';
import { ButtonLink } from '../../ui/ButtonLink';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';
import { ChevronDownIcon, PencilIcon, TrashIcon } from '../../ui/Icons';
import type { ViewExtras } from '../screens';
import { DetailsPanel } from './DetailsPanel';
import { LoadState } from './LoadState';
import { Breadcrumbs } from './Breadcrumbs';
import { useDocumentTitle } from '../../ui/document-title';
import { ParentLink } from './ParentLink';
import { RecordHistory } from '../history/RecordHistory';

interface ViewPageProps<R extends ResourceDescription> {
  resource: R;
  /** The route parameter naming the row: `id`, or a nested row's own (`tierId`). */
  rowParam?: string;
  /** Whose list this page belongs to, when not the resource's own (an agent's page under a queue's agents). */
  pages?: ResourceDescription;
  extras?: ViewExtras<R>;
  /**
   * For a row under a parent (an extension's device): the parent's id, the page listing its rows,
   * where saving and deleting return, and the way back there, shown above the row.
   */
  parent?: { id: RecordId; listPage: string; heading: ReactNode };
}

const EDIT_PARAM = 'edit';

export function ViewPage<R extends ResourceDescription>({
  resource,
  rowParam = rowParamOf(resource),
  pages = resource,
  extras: Extras,
  parent,
}: ViewPageProps<R>) {
  const params = useParams();
  const id = params[rowParam];
  // The row a nested row lives under: the one its feature's page names (an extension's device), or the address's `:id` (a queue's tier).
  const addressedParentId = resource.parent ? params[resource.parent.param] : undefined;
  const parentId = parent?.id ?? addressedParentId;
  // The parent row, named by the page's `:id`, that the list this page belongs to lives under (a queue's agents).
  const listParentId = pages.parent ? params[pages.parent.param] : undefined;
  const listPage = parent?.listPage ?? `${listPagePath(pages, listParentId)}?page=1`;
  const navigate = useNavigate();
  const can = useCan(resource);
  const one = useOne(resource, id, { parentId });
  const [searchParams, setSearchParams] = useSearchParams();
  const [isDeleting, setIsDeleting] = useState(false);
  const canEdit = can('edit');
  // The open edit panel is part of the address, so the row's Edit icon can open it and a reload keeps it.
  const isEditing = canEdit && searchParams.get(EDIT_PARAM) === '1';

  // The edit panel opens below the record: it is brought into view and its first field focused, so it never opens off-screen.
  const editPanel = useRef<HTMLDivElement>(null);
  const hasRecord = one.data !== undefined;
  useEffect(() => {
    const panel = editPanel.current;
    if (!isEditing || !hasRecord || !panel) return;
    panel.scrollIntoView({ block: 'start' });
    panel.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus({ preventScroll: true });
  }, [isEditing, hasRecord]);

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
  const recordName = record ? formatValue(record[resource.display]) : undefined;
  useDocumentTitle(record ? `${resource.singular} ${recordName || `#${record.id}`}` : one.isError ? `${resource.singular} not found` : undefined);
  // A row of its own (not one under a parent row, whose way back is the parent) is reached from its list.
  const hasCrumbs = !parent && parentId === undefined;

  return (
    <>
      {/* The record's name heads its details below; the toolbar holds only what can be done with it, and a feature's way back. */}
      {!parent && parentId !== undefined && <ParentLink resource={resource} parentId={parentId} />}
      {hasCrumbs && (
        <Breadcrumbs
          crumbs={[{ label: pages.menu, to: listPage }, { label: record ? `${resource.singular} ${recordName || `#${record.id}`}` : resource.singular }]}
        />
      )}
      <PageToolbar
        heading={parent?.heading}
        actions={
          record && (
            <>
              {canEdit && hasEditPage(resource) && (
                <ButtonLink to={editPagePath(resource, record.id)}>
                  <PencilIcon width={16} height={16} />
                  {resource.titles.edit}
                </ButtonLink>
              )}
              {canEdit && !hasEditPage(resource) && (
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
        <LoadState query={one} back={{ label: `Back to ${pages.menu}`, to: listPage }} />
        {record && <DetailsPanel resource={resource} record={record} />}
      </Panel>
      {record && isEditing && (
        <Panel className="mt-5 p-6">
          <div id="resource-edit-panel" ref={editPanel} className="scroll-mt-24">
            <EditForm
              key={String(record.updated_at ?? record.id)}
              resource={resource}
              record={record}
              parentId={parentId}
              // A feature's nested row returns to its parent's list; any other nested row stays in view with its new
              // values (spec 02 §4: a tier reloads after its update).
              onSaved={parent ? () => navigate(parent.listPage) : parentId === undefined ? undefined : toggleEdit}
              onCancel={toggleEdit}
            />
          </div>
        </Panel>
      )}
      {record && Extras && <Extras record={record} />}
      {record && resource.name !== auditLog.name && <RecordHistory resource={resource} id={record.id} />}
      {record && (
        <DeleteDialog
          resource={resource}
          parentId={parentId}
          id={isDeleting ? record.id : null}
          label={formatValue(record[resource.display])}
          onClose={() => setIsDeleting(false)}
          onDeleted={() => navigate(listPage, { replace: true })}
        />
      )}
    </>
  );
}
