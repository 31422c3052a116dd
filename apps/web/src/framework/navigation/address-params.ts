import { useCallback, useEffect } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Parameters to set (or, empty or undefined, to remove) in the address. */
export type AddressChanges = Record<string, string | undefined>;
/** Changes, or what to change given the parameters the write starts from. */
export type AddressWrite = AddressChanges | ((current: URLSearchParams) => AddressChanges);

/** `current` with the changes made; an empty value removes its parameter. */
export function withChanges(current: URLSearchParams, changes: AddressChanges) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The last write: the address it was made on, and the parameters it asked for. */
const lastWrite = { on: '', written: '' };

const addressNow = () => `${window.location.pathname}${window.location.search}`;

/**
 * Where a write starts: the address as it is now, or, while the router has not yet moved it to
 * the last write, that write's parameters (on a busy page the router moves the address a little
 * later, and a second write in that gap would undo the first).
 */
function startingParams() {
  return new URLSearchParams(addressNow() === lastWrite.on ? lastWrite.written : window.location.search);
}

/**
 * The address's parameters, and a writer that changes some of them. Each write starts from the
 * address as it is now (or as the last write left it, while the router catches up), not as React
 * last rendered it, so two writes in a row (a range's From, then its To) never undo each other.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  // Once the address shows the last write the gap is closed: a later return to the old address (Back) starts from it.
  useEffect(() => {
    if (params.toString() === lastWrite.written) lastWrite.on = '';
  }, [params]);
  const change = useCallback(
    (write: AddressWrite, options?: NavigateOptions) =>
      setParams(() => {
        const current = startingParams();
        const next = withChanges(current, typeof write === 'function' ? write(current) : write);
        lastWrite.on = addressNow();
        lastWrite.written = next.toString();
        return next;
      }, options),
    [setParams],
  );
  return [params, change] as const;
}
