import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronRightIcon, ListIcon, PlusIcon } from '../../ui/Icons';
import type { SidebarEntry, SidebarGroup } from './sidebar-entries';

const linkBase = 'flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm transition-colors';
const linkIdle = 'text-slate-600 hover:bg-slate-100 hover:text-brand-navy dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100';
const linkActive = 'bg-brand-blue/10 font-medium text-brand-blue dark:bg-brand-blue/20 dark:text-blue-300';

function EntryLink({ entry, isActive, onNavigate, isNested }: { entry: SidebarEntry; isActive: boolean; onNavigate: () => void; isNested: boolean }) {
  const Icon = entry.kind === 'create' ? PlusIcon : ListIcon;
  return (
    <NavLink to={entry.to} onClick={onNavigate} aria-current={isActive ? 'page' : undefined} className={`${linkBase} ${isActive ? linkActive : linkIdle}`}>
      {isNested && <Icon width={16} height={16} />}
      {entry.label}
    </NavLink>
  );
}

/** Whether the address is one of the group's pages: its list, a row's page, or a page below them. */
function isInGroup(group: SidebarGroup, pathname: string) {
  return group.bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

/** Matching by path rather than NavLink's own rule, because list links carry ?page=1. */
function isEntryActive(entry: SidebarEntry, pathname: string, group: SidebarGroup) {
  const addPage = group.entries.find((candidate) => candidate.kind === 'create')?.to;
  if (entry.kind === 'create') return pathname === entry.to;
  // A group of several lists (call records per user and per provider) marks the one open.
  if (group.entries.filter((candidate) => candidate.kind === 'list').length > 1) return pathname === entry.to.split('?')[0];
  return isInGroup(group, pathname) && pathname !== addPage;
}

/**
 * Scrolls the sidebar, and only it, just enough to show the group. Not scrollIntoView: Chromium
 * then starts the keyboard's Tab order at the group, before the skip link.
 */
function bringIntoView(group: HTMLElement | null) {
  const sidebar = group?.closest('nav');
  if (!group || !sidebar) return;
  const [box, view] = [group.getBoundingClientRect(), sidebar.getBoundingClientRect()];
  if (box.bottom > view.bottom) sidebar.scrollTop += Math.min(box.bottom - view.bottom, box.top - view.top);
  else if (box.top < view.top) sidebar.scrollTop -= view.top - box.top;
}

/** `isShown`: the sidebar is open, so its layout can be measured (a phone's drawer opens after the page). */
export function SidebarNavGroup({ group, isShown, onNavigate }: { group: SidebarGroup; isShown: boolean; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const isGroupActive = isInGroup(group, pathname);
  const [isExpanded, setIsExpanded] = useState(isGroupActive);
  const panelId = useId();
  const groupRef = useRef<HTMLDivElement>(null);

  // A page opened from an address (or a link in the page) whose group is far down the sidebar shows that group.
  useEffect(() => {
    if (!isGroupActive) return;
    setIsExpanded(true);
    if (isShown) requestAnimationFrame(() => bringIntoView(groupRef.current));
  }, [isGroupActive, isShown]);

  if (group.entries.length === 1 && group.entries[0].kind === 'list') {
    const entry = { ...group.entries[0], label: group.title };
    return (
      <div ref={groupRef}>
        <EntryLink entry={entry} isActive={isGroupActive} onNavigate={onNavigate} isNested={false} />
      </div>
    );
  }

  return (
    <div ref={groupRef}>
      <button
        type="button"
        aria-expanded={isExpanded}
        aria-controls={panelId}
        onClick={() => setIsExpanded((expanded) => !expanded)}
        className={`${linkBase} w-full justify-between ${isGroupActive ? 'font-medium text-brand-navy dark:text-slate-100' : linkIdle}`}
      >
        {group.title}
        <ChevronRightIcon width={16} height={16} className={`transition-transform duration-200 ${isExpanded ? 'rotate-90' : ''}`} />
      </button>
      {isExpanded && (
        <div id={panelId} className="mt-0.5 ml-3 flex flex-col gap-0.5 border-l border-slate-200 pl-2 dark:border-slate-800">
          {group.entries.map((entry) => (
            <EntryLink key={entry.to} entry={entry} isActive={isEntryActive(entry, pathname, group)} onNavigate={onNavigate} isNested />
          ))}
        </div>
      )}
    </div>
  );
}
