import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { recordPagePath, type ResourceDescription } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import type { RecordRow } from '../data';
import { formatValue } from '../table/format-value';
import { ArrowLeftIcon } from '../../ui/Icons';
import { Panel } from '../../ui/Panel';
import { PageToolbar } from './PageToolbar';

interface RecordProps {
  resource: ResourceDescription;
  id: string;
  /** The record's query, as `useOne` answers it. */
  record: UseQueryResult<RecordRow>;
}

/** The way back to the record a page belongs to, named as it reads ("User Ada Lovelace"), by its id until it has loaded. */
export function RecordBackLink({ resource, id, record }: RecordProps) {
  const shown = record.data?.[resource.display];
  return (
    <Link to={recordPagePath(resource, id)} className="inline-flex items-center gap-2 hover:text-brand-blue">
      <ArrowLeftIcon width={16} height={16} />
      {resource.singular} {shown === undefined || shown === null ? `#${id}` : formatValue(shown)}
    </Link>
  );
}

/** The heading of a page under one record: the way back to the record, and why it could not be loaded if so. */
export function RecordHeading(props: RecordProps) {
  return (
    <>
      <PageToolbar heading={<RecordBackLink {...props} />} />
      {props.record.isError && (
        <p role="alert" className="mb-4 text-sm text-brand-red">
          {errorMessage(props.record.error)}
        </p>
      )}
    </>
  );
}

/** A page of its own under one record (/users/{id}/accounts, /extensions/{id}/devices): its heading, then the page's panel. */
export function RecordSubpage({ children, ...props }: RecordProps & { children: ReactNode }) {
  return (
    <>
      <RecordHeading {...props} />
      <Panel className="p-6">{children}</Panel>
    </>
  );
}
