import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/** Parameters to set (or, empty or undefined, to remove) in the address. */
export type AddressChanges = Record<string, string | undefined>;

/** `current` with the changes made; an empty value removes its parameter. */
export function withChanges(current: URLSearchParams, changes: AddressChanges) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/**
 * The address's parameters, and a writer that changes some of them. Each write starts from the
 * address as it is now, not as React last rendered it: the router moves the address at once
 * and renders it later, so two writes in a row (a range's From, then its To) built on the
 * rendered parameters would each undo the other.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const change = useCallback(
    (changes: AddressChanges, options?: NavigateOptions) => setParams(() => withChanges(new URLSearchParams(window.location.search), changes), options),
    [setParams],
  );
  return [params, change] as const;
}
