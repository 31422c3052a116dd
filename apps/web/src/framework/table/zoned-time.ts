import { sessionStore } from '../../api/session-store';

/**
 * The operator's time zone (the Time Zone configuration, carried by the session): every date and
 * time the console shows is in it, and a time of day says which zone it is in. UTC before a
 * session says otherwise, as the server's default is.
 */
export function operatorTimeZone(): string {
  if (typeof sessionStorage === 'undefined') return 'UTC';
  return sessionStore.settings?.time_zone ?? 'UTC';
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(style: 'day' | 'long-day' | 'time' | 'moment', timeZone: string) {
  const key = `${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Record<typeof style, Intl.DateTimeFormatOptions> = {
      day: { year: 'numeric', month: 'short', day: 'numeric' },
      'long-day': { year: 'numeric', month: 'long', day: 'numeric' },
      time: { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZoneName: 'short' },
      moment: { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' },
    };
    format = new Intl.DateTimeFormat(undefined, { ...options[style], timeZone });
    formats.set(key, format);
  }
  return format;
}

/** A moment as the operator reads it: the day ("Mar 4, 2025"), the time with its zone ("10:07:00 AM UTC"), or both. */
export function formatInZone(moment: Date, style: 'day' | 'long-day' | 'time' | 'moment', timeZone = operatorTimeZone()) {
  return formatOf(style, timeZone).format(moment);
}
