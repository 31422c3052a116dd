import { useTimeZone } from '../../api/session-store';
import { useAddressParams, type AddressWrite } from '../navigation/address-params';
import { isLocalMoment, localToday, PRESETS, presetRange, type Preset } from './date-range';

/** A filter's range: a preset, a custom range, or (where a filter may be left open) every day. */
export type RangeChoice = Preset | 'all';

export interface DateRange {
  choice: RangeChoice;
  /** The first day (or time of day) kept, on the operator's clock; absent for an open start. */
  from?: string;
  /** The last day kept, or the time of day the range stops at; absent for an open end. */
  to?: string;
  timeZone: string;
  /** Writes a change of the range to the address, from the first page. */
  change: (write: AddressWrite) => void;
}

const isPreset = (value: string | null): value is Preset => (PRESETS as readonly (string | null)[]).includes(value);

/**
 * The range a date filter names in the address (`preset`, or `from` and `to` on the operator's
 * clock), resolved in the configured time zone: one reading for every date filter in the console.
 * An address with days and no preset (a link from a report) is a custom range.
 */
export function useDateRange(fallback: RangeChoice): DateRange {
  const [params, changeAddress] = useAddressParams();
  const timeZone = useTimeZone();
  const asked = params.get('preset');
  const from = params.get('from');
  const to = params.get('to');
  const choice: RangeChoice = isPreset(asked) ? asked : from !== null || to !== null ? 'custom' : fallback;
  const firstPage = { page: params.has('page') ? '1' : undefined };
  const change = (write: AddressWrite) =>
    changeAddress(typeof write === 'function' ? (current) => ({ ...write(current), ...firstPage }) : { ...write, ...firstPage });
  if (choice === 'all') return { choice, timeZone, change };
  if (choice === 'custom') return { choice, from: isLocalMoment(from) ? from : undefined, to: isLocalMoment(to) ? to : undefined, timeZone, change };
  return { choice, ...presetRange(choice, localToday(timeZone)), timeZone, change };
}
