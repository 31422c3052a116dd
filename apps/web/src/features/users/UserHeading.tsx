import { Link } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import type { users } from '@ringledger/contract';
import type { RowOf } from '../../framework/data';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { ArrowLeftIcon } from '../../ui/Icons';

/** Whose page this is, with the way back to them, and why they could not be loaded if so. */
export function UserHeading({ id, user }: { id: string; user: UseQueryResult<RowOf<typeof users>> }) {
  const name = user.data?.name ?? `#${id}`;
  return (
    <>
      <PageToolbar
        heading={
          <Link to={`/users/${id}`} className="inline-flex items-center gap-2 hover:text-brand-blue">
            <ArrowLeftIcon width={16} height={16} />
            User {name}
          </Link>
        }
      />
      {user.isError && (
        <p role="alert" className="mb-4 text-sm text-brand-red">
          {errorMessage(user.error)}
        </p>
      )}
    </>
  );
}
