import { useCallback } from 'react';
import { useAddressParams } from '../navigation/address-params';

const TAB_PARAM = 'tab';

/**
 * The open tab of a record's tabs, kept in the address (`?tab=dids`) so a reload, the way back
 * from a form, or a shared link opens it again; the first tab when the address names none.
 */
export function useTabParam<K extends string>(keys: readonly [K, ...K[]]): [K, (key: K) => void] {
  const [searchParams, changeAddress] = useAddressParams();
  const named = searchParams.get(TAB_PARAM);
  const active = keys.find((key) => key === named) ?? keys[0];
  const open = useCallback((key: K) => changeAddress({ [TAB_PARAM]: key }, { replace: true }), [changeAddress]);
  return [active, open];
}

/** The address of a record's page with one of its tabs open. */
export function tabPath(recordPage: string, key: string) {
  return `${recordPage}?${TAB_PARAM}=${encodeURIComponent(key)}`;
}
