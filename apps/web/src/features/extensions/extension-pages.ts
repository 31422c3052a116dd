import { tabPath } from '../../framework/pages/useTabParam';

/** The extension page's tabs, in order; each also has a page of its own at /extensions/{id}/{tab}. */
export const EXTENSION_TABS = ['devices', 'dids', 'calls'] as const;

export type ExtensionTab = (typeof EXTENSION_TABS)[number];

/** The extension's page with one tab open: where its forms return. */
export function extensionTabPath(extensionId: string | number, tab: ExtensionTab) {
  return tabPath(`/extensions/${extensionId}`, tab);
}
