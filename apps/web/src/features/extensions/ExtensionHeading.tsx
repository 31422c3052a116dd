import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { extensions } from '@ringledger/contract';
import { errorMessage } from '../../api/client';
import type { RowOf } from '../../framework/data';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { ArrowLeftIcon } from '../../ui/Icons';

type ExtensionQuery = UseQueryResult<RowOf<typeof extensions>>;

/** The way back to the extension a page belongs to, named by its username. */
export function ExtensionBackLink({ id, extension }: { id: string; extension: ExtensionQuery }) {
  return (
    <Link to={`/extensions/${id}`} className="inline-flex items-center gap-2 hover:text-brand-blue">
      <ArrowLeftIcon width={16} height={16} />
      Extension {extension.data?.username ?? `#${id}`}
    </Link>
  );
}

/** Whose page this is, with the way back to it, and why it could not be loaded if so. */
export function ExtensionHeading({ id, extension }: { id: string; extension: ExtensionQuery }) {
  return (
    <>
      <PageToolbar heading={<ExtensionBackLink id={id} extension={extension} />} />
      {extension.isError && (
        <p role="alert" className="mb-4 text-sm text-brand-red">
          {errorMessage(extension.error)}
        </p>
      )}
    </>
  );
}
