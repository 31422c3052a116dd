import { useLocation } from 'react-router';
import { IconButton } from '../../ui/IconButton';
import { MenuIcon } from '../../ui/Icons';
import { LogoutButton } from './LogoutButton';
import { MoreOptionsButton } from './MoreOptionsButton';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

interface TopBarProps {
  title: string;
  /** Whether the page is a list the search box filters; on any other page the box would only rewrite the address. */
  hasSearch: boolean;
  onToggleSidebar: () => void;
  isSidebarOpen: boolean;
}

export function TopBar({ title, hasSearch, onToggleSidebar, isSidebarOpen }: TopBarProps) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-20 flex print:hidden flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white/85 px-4 py-3 backdrop-blur-md sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0 dark:border-slate-800 dark:bg-slate-900/85">
      <IconButton label="Toggle sidebar" aria-expanded={isSidebarOpen} onClick={onToggleSidebar}>
        <MenuIcon />
      </IconButton>
      {/* A phone shows a long title ("Fill in details for the new Call Account") whole, over as many lines as it needs. */}
      <h1 className="min-w-0 flex-1 text-base leading-snug font-semibold [overflow-wrap:anywhere] text-brand-navy sm:truncate sm:text-lg dark:text-slate-100">
        {title}
      </h1>
      {/* On a phone the search takes a row of its own below the title and buttons. */}
      {hasSearch && (
        <div className="order-last flex w-full min-w-0 justify-end sm:order-none sm:w-auto sm:flex-1">
          {/* A new page gets a fresh box: a search still being typed must not land in the next page's address. */}
          <SearchBox key={pathname} />
        </div>
      )}
      <div className="flex items-center gap-1">
        <ThemeToggle />
        <MoreOptionsButton />
        <LogoutButton />
      </div>
    </header>
  );
}
