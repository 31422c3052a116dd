import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { unratedCallColumns } from '@ringledger/contract';
import { PagedTable } from '../../framework/table/PagedTable';
import { PageToolbar } from '../../framework/pages/PageToolbar';
import { useHasPermission, type RecordRow } from '../../framework';
import { Button } from '../../ui/Button';
import { Panel } from '../../ui/Panel';
import { Spinner } from '../../ui/Spinner';
import { tableOf } from './call-record-filters';
import { useRerate, useUnratedCalls } from './useCallRecords';
import { reasonOf, UnratedReasons } from './UnratedReasons';

const readPage = (value: string | null) => (Number.isInteger(Number(value)) && Number(value) > 0 ? Number(value) : 1);

/**
 * The calls stored without a charge, each with why, counted and filtered by kind of reason, for
 * operators to fix the data behind them and then rate them again; Re-rate is offered only to those
 * who may edit call records.
 */
export function UnratedCallsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const reason = reasonOf(searchParams.get('reason'));
  const list = useUnratedCalls(page, reason);
  const go = (next: { page: number; reason: string | undefined }) =>
    setSearchParams({ page: String(next.page), ...(next.reason ? { reason: next.reason } : {}) });
  const rerate = useRerate();
  const canRerate = useHasPermission()('CALL_RECORDS', 'edit');
  const table = useMemo(() => ({ ...tableOf('user'), ...unratedCallColumns }), []);
  return (
    <>
      {canRerate && (
        <PageToolbar
          actions={
            <Button disabled={rerate.isPending} onClick={() => rerate.mutate()}>
              {rerate.isPending && <Spinner />}
              {rerate.isPending ? 'Re-rating…' : 'Re-rate'}
            </Button>
          }
        />
      )}
      <UnratedReasons reasons={list.data?.reasons} chosen={reason} onChoose={(chosen) => go({ page: 1, reason: chosen })} />
      <Panel className="overflow-hidden">
        <PagedTable
          resource={table}
          list={list}
          rows={list.data?.records as RecordRow[] | undefined}
          total={list.data?.count ?? 0}
          page={page}
          onPageChange={(next) => go({ page: next, reason })}
        />
      </Panel>
    </>
  );
}
