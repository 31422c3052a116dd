import { useCallback, useSyncExternalStore } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import type { ResourceDescription } from '@ringledger/contract';

/** One stored choice per table, named after the resource it lists (`ringledger:columns:dids`). */
const KEY_PREFIX = 'ringledger:columns:';

const keyOf = (resource: ResourceDescription) => `${KEY_PREFIX}${resource.name}`;

/**
 * The columns a person has shown or hidden, column by column; what they never touched follows the
 * description, so a column a later release adds or unhides reaches them. A stored value that is not
 * such a map (written by hand, or by another version) counts as no choice.
 */
export function parseChoice(raw: string | null): VisibilityState {
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    return {};
  }
}

/** What shows: the description's defaults, then the person's own choices over them. */
export function visibilityOf(resource: ResourceDescription, choice: VisibilityState): VisibilityState {
  const defaults = Object.fromEntries((resource.hiddenByDefault ?? []).map((column) => [column, false]));
  return { ...defaults, ...choice };
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab's choice shows here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
};

/** A table's column visibility as the person left it in this browser, with the ways to change and forget it. */
export function useColumnChoice(resource: ResourceDescription) {
  const key = keyOf(resource);
  // The raw string is the snapshot: stable between renders, so only a real change re-renders.
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(key));
  const choice = parseChoice(raw);
  const setColumnShown = useCallback(
    (column: string, isShown: boolean) => {
      localStorage.setItem(key, JSON.stringify({ ...parseChoice(localStorage.getItem(key)), [column]: isShown }));
      notify();
    },
    [key],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    notify();
  }, [key]);
  return { visibility: visibilityOf(resource, choice), hasChoice: Object.keys(choice).length > 0, setColumnShown, reset };
}
