import { useId } from 'react';
import { inputClass, inputStateClass, labelClass } from '../../ui/field-styles';
import { AddressDateInput } from './AddressDateInput';
import { localToday, PRESET_LABELS, PRESETS, presetRange } from './date-range';
import type { DateRange, RangeChoice } from './useDateRange';

const controlClass = `${inputClass} ${inputStateClass(false)}`;

interface DateRangeFilterProps {
  range: DateRange;
  /** Offers "Any day" (no range), for lists that may be left unfiltered. */
  canBeOpen?: boolean;
  /** Offers a time of day beside each day (the call records'): empty, the day is whole. */
  withTimes?: boolean;
}

const dayOf = (value: string | undefined) => value?.slice(0, 10) ?? '';
const timeOf = (value: string | undefined) => value?.slice(11, 16) ?? '';
const joined = (day: string, time: string) => (day && time ? `${day}T${time}` : day);

/**
 * The one date filter of the console: a preset (today, yesterday, this week, this month, last
 * month) or custom days, with times of day where the list takes them, all on the clock of the
 * configured time zone, which it names. Typing a day makes the range custom, keeping the other end.
 */
export function DateRangeFilter({ range, canBeOpen = false, withTimes = false }: DateRangeFilterProps) {
  const id = useId();
  const { from, to, timeZone, change } = range;
  // Typing a day leaves a preset for a custom range that starts from the preset's days; judged on the
  // address the write starts from, as two ends typed in quick succession reach it before this renders again.
  const setEnd = (end: 'from' | 'to', value: string) => change((current) => ({ preset: undefined, ...(current.has('preset') && { from, to }), [end]: value }));
  const box = (end: 'from' | 'to', label: string) => (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor={`${id}-${end}`} className={labelClass}>
          {label}
        </label>
        <AddressDateInput
          id={`${id}-${end}`}
          value={dayOf(range[end])}
          min={end === 'to' ? dayOf(from) : undefined}
          max={end === 'from' ? dayOf(to) : undefined}
          onChange={(day) => setEnd(end, joined(day, timeOf(range[end])))}
          className={controlClass}
        />
      </div>
      {withTimes && (
        <div>
          <label htmlFor={`${id}-${end}-time`} className={labelClass}>
            {label} time
          </label>
          <AddressDateInput
            id={`${id}-${end}-time`}
            type="time"
            value={timeOf(range[end])}
            onChange={(time) => setEnd(end, joined(dayOf(range[end]), time))}
            className={controlClass}
          />
        </div>
      )}
    </div>
  );

  return (
    <div role="group" aria-label="Dates" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={`${id}-range`} className={labelClass}>
          Range
        </label>
        <select
          id={`${id}-range`}
          value={range.choice}
          onChange={(event) => {
            const choice = event.target.value as RangeChoice;
            // Custom starts from the days shown, so picking it changes nothing until a day is typed.
            // A preset's days are written too, for lists whose query is the address (the audit log).
            if (choice === 'custom') change({ preset: undefined, from, to });
            else if (choice === 'all') change({ preset: undefined, from: undefined, to: undefined });
            else change({ preset: choice, ...presetRange(choice, localToday(timeZone)) });
          }}
          className={controlClass}
        >
          {canBeOpen && <option value="all">Any day</option>}
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {PRESET_LABELS[preset]}
            </option>
          ))}
        </select>
      </div>
      {box('from', 'From')}
      {box('to', 'To')}
      <p className="pb-2 text-sm text-slate-500 dark:text-slate-400">
        {withTimes ? 'Days and times' : 'Days'} in {timeZone}
      </p>
    </div>
  );
}
