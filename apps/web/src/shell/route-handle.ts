import type { UIMatch } from 'react-router';
import { ACTIONS, PERMISSION_LABELS, type Action, type PermissionLabel } from '@ringledger/contract';

/** What a route declares about itself: the permission it needs, the top-bar title, and whether the top bar's search filters it. */
export interface RouteHandle {
  label?: PermissionLabel;
  action?: Action;
  title?: string;
  /** A list that searches: the top bar's search box writes its `search` parameter. */
  isSearchable?: boolean;
}

function readHandle(match: UIMatch): RouteHandle {
  const handle = match.handle;
  if (!handle || typeof handle !== 'object') return {};
  const { label, action, title, isSearchable } = handle as Record<string, unknown>;
  return {
    label: PERMISSION_LABELS.includes(label as PermissionLabel) ? (label as PermissionLabel) : undefined,
    action: ACTIONS.includes(action as Action) ? (action as Action) : undefined,
    title: typeof title === 'string' ? title : undefined,
    isSearchable: isSearchable === true,
  };
}

/**
 * The deepest route that names a permission, and the deepest that names a title. Only the page
 * itself (the deepest route) says whether it searches: elsewhere the box would write a `search`
 * nothing reads (/me?search=…).
 */
export function resolveRouteHandles(matches: UIMatch[]) {
  const handles = matches.map(readHandle).reverse();
  const gate = handles.find((handle) => handle.label && handle.action);
  return {
    permission: gate ? { label: gate.label as PermissionLabel, action: gate.action as Action } : null,
    title: handles.find((handle) => handle.title)?.title ?? '',
    isSearchable: handles[0]?.isSearchable ?? false,
  };
}
