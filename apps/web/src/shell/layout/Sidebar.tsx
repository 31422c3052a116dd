import { NavLink } from 'react-router';
import { useSession } from '../../api/session-store';
import { Logo } from '../../ui/Logo';
import { HomeIcon, LogsIcon, PersonIcon, PhoneIcon, ReceiptIcon, SettingsIcon, WalletIcon } from '../../ui/Icons';
import { selfServiceLinksFor, sidebarGroupsFor, type SelfServiceLink } from './sidebar-entries';
import { SidebarNavGroup } from './SidebarNavGroup';

const SELF_SERVICE_ICONS: Record<SelfServiceLink['icon'], typeof HomeIcon> = {
  home: HomeIcon,
  wallet: WalletIcon,
  logs: LogsIcon,
  receipt: ReceiptIcon,
  person: PersonIcon,
  phone: PhoneIcon,
};

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2.5 rounded-lg px-3 py-2 text-sm transition-colors ${
    isActive
      ? 'bg-brand-blue/10 font-medium text-brand-blue dark:bg-brand-blue/20 dark:text-blue-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-brand-navy dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100'
  }`;

/** A customer's pages, one link each: they have few, so no groups to open. */
function SelfServiceLinks({ links, onNavigate }: { links: readonly SelfServiceLink[]; onNavigate: () => void }) {
  return (
    <>
      <p className="px-3 pb-2 text-[11px] font-semibold tracking-wider text-brand-gray uppercase">My account</p>
      <ul className="flex flex-col gap-0.5">
        {links.map((link) => {
          const Icon = SELF_SERVICE_ICONS[link.icon];
          return (
            <li key={link.to}>
              <NavLink to={link.to} onClick={onNavigate} className={linkClass}>
                <Icon width={18} height={18} />
                {link.label}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </>
  );
}

interface SidebarProps {
  isOpen: boolean;
  isOverlay: boolean;
  onClose: () => void;
  onNavigate: () => void;
}

export function Sidebar({ isOpen, isOverlay, onClose, onNavigate }: SidebarProps) {
  const { user } = useSession();
  const groups = sidebarGroupsFor(user);
  const selfServiceLinks = selfServiceLinksFor(user);

  return (
    <>
      {isOverlay && isOpen && <div className="fixed inset-0 z-30 bg-slate-900/40 backdrop-blur-[1px]" onClick={onClose} aria-hidden="true" />}
      <aside
        aria-label="Sidebar"
        hidden={!isOpen}
        className={`z-40 flex w-64 shrink-0 flex-col border-r print:hidden border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${
          isOverlay ? 'fixed inset-y-0 left-0 shadow-2xl' : 'sticky top-0 h-dvh'
        }`}
      >
        <div className="flex h-16 items-center px-5">
          <NavLink to="/" onClick={onNavigate} className="rounded-lg">
            <Logo />
          </NavLink>
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-2">
          {groups.length > 0 && (
            <>
              <p className="px-3 pb-2 text-[11px] font-semibold tracking-wider text-brand-gray uppercase">Manage</p>
              <div className="flex flex-col gap-0.5">
                {groups.map((group) => (
                  <SidebarNavGroup key={group.name} group={group} isShown={isOpen} onNavigate={onNavigate} />
                ))}
              </div>
            </>
          )}
          {selfServiceLinks.length > 0 && <SelfServiceLinks links={selfServiceLinks} onNavigate={onNavigate} />}
        </nav>
        <div className="border-t border-slate-200 p-3 dark:border-slate-800">
          <NavLink to="/me" onClick={onNavigate} className={linkClass}>
            <SettingsIcon width={18} height={18} />
            Account Settings
          </NavLink>
          {user && (
            <div className="mt-2 flex items-center gap-3 rounded-lg px-3 py-2">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-navy text-xs font-semibold text-white dark:bg-slate-700">
                {`${user.firstname.charAt(0)}${user.lastname.charAt(0)}`.toUpperCase() || '?'}
              </span>
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-brand-navy dark:text-slate-100">{`${user.firstname} ${user.lastname}`.trim()}</p>
                <p className="truncate text-xs text-brand-gray capitalize">{user.role.name}</p>
              </div>
            </div>
          )}
        </div>
      </aside>
    </>
  );
}
