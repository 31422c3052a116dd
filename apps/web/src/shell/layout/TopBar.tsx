import { IconButton } from '../../ui/IconButton';
import { MenuIcon } from '../../ui/Icons';
import { LogoutButton } from './LogoutButton';
import { MoreOptionsButton } from './MoreOptionsButton';
import { SearchBox } from './SearchBox';
import { ThemeToggle } from './ThemeToggle';

export function TopBar({ title, onToggleSidebar, isSidebarOpen }: { title: string; onToggleSidebar: () => void; isSidebarOpen: boolean }) {
  return (
    <header className="sticky top-0 z-20 flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white/85 px-4 py-3 backdrop-blur-md sm:h-16 sm:flex-nowrap sm:px-6 sm:py-0 dark:border-slate-800 dark:bg-slate-900/85">
      <IconButton label="Toggle sidebar" aria-expanded={isSidebarOpen} onClick={onToggleSidebar}>
        <MenuIcon />
      </IconButton>
      <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-brand-navy sm:text-lg dark:text-slate-100">{title}</h1>
      {/* On a phone the search takes a row of its own below the title and buttons. */}
      <div className="order-last flex w-full min-w-0 justify-end sm:order-none sm:w-auto sm:flex-1">
        <SearchBox />
      </div>
      <div className="flex items-center gap-1">
        <ThemeToggle />
        <MoreOptionsButton />
        <LogoutButton />
      </div>
    </header>
  );
}
