import { useId } from 'react';
import { Link } from 'react-router';
import { UNRATED_REASON_KINDS, type UnratedReason } from '@ringledger/contract';
import { inputClass, inputStateClass, labelClass } from '../../ui/field-styles';
import { REASON_LABELS } from './unrated-reason-labels';

/** `?reason=no_rate` as the list reads it: a kind the server knows, or none. */
export function reasonOf(value: string | null): UnratedReason | undefined {
  return UNRATED_REASON_KINDS.find((kind) => kind === value);
}

const addressOf = (reason: UnratedReason | undefined) => `?${new URLSearchParams({ page: '1', ...(reason ? { reason } : {}) }).toString()}`;

interface UnratedReasonsProps {
  reasons: { reason: UnratedReason; count: number }[] | undefined;
  chosen: UnratedReason | undefined;
  onChoose: (reason: UnratedReason | undefined) => void;
}

/**
 * The unrated calls counted by kind of reason, each count a link that keeps the list to that kind,
 * and the same choice as the "Unrated reason" filter, which also offers the kinds no call has now.
 */
export function UnratedReasons({ reasons, chosen, onChoose }: UnratedReasonsProps) {
  const id = useId();
  const total = reasons?.reduce((sum, each) => sum + each.count, 0);
  const linkClass = (isChosen: boolean) =>
    `inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ${
      isChosen ? 'bg-brand-blue text-white' : 'bg-slate-100 text-slate-700 hover:bg-slate-200 dark:bg-slate-700 dark:text-slate-100 dark:hover:bg-slate-600'
    }`;
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <nav aria-labelledby={`${id}-by-reason`}>
        <h2 id={`${id}-by-reason`} className={labelClass}>
          Unrated calls by reason
        </h2>
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to={addressOf(undefined)} className={linkClass(chosen === undefined)} aria-current={chosen === undefined ? 'page' : undefined}>
              All <span className="tabular-nums">{total ?? '…'}</span>
            </Link>
          </li>
          {reasons?.map(({ reason, count }) => (
            <li key={reason}>
              <Link to={addressOf(reason)} className={linkClass(chosen === reason)} aria-current={chosen === reason ? 'page' : undefined}>
                {REASON_LABELS[reason]} <span className="tabular-nums">{count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div>
        <label htmlFor={`${id}-filter`} className={labelClass}>
          Unrated reason
        </label>
        <select
          id={`${id}-filter`}
          value={chosen ?? ''}
          onChange={(event) => onChoose(reasonOf(event.target.value))}
          className={`${inputClass} ${inputStateClass(false)}`}
        >
          <option value="">Any reason</option>
          {UNRATED_REASON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {REASON_LABELS[kind]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
