import { Navigate, Outlet, useMatches } from 'react-router';
import { isAllowed } from '@ringledger/contract';
import { useSession } from '../../api/session-store';
import { resolveRouteHandles } from '../../app/route-handle';
import { UnauthorizedPage } from '../errors/UnauthorizedPage';
import { NavigationProgress } from './NavigationProgress';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';
import { useSidebar } from './use-sidebar';

/** The signed-in shell; every page inside it is gated by the permission its route declares. */
export function ProtectedLayout() {
  const { user } = useSession();
  const { permission, title } = resolveRouteHandles(useMatches());
  const sidebar = useSidebar();

  // The session can end under us: a 401 or a failed refresh clears it.
  if (!user) return <Navigate to="/auth" replace />;
  const isPermitted = !permission || isAllowed(user.actions, permission.label, permission.action);

  return (
    <div className="flex min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <NavigationProgress />
      <Sidebar isOpen={sidebar.isOpen} isOverlay={sidebar.isMobile} onClose={sidebar.close} onNavigate={sidebar.closeOnMobile} />
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar title={isPermitted ? title : 'Unauthorized'} isSidebarOpen={sidebar.isOpen} onToggleSidebar={sidebar.toggle} />
        <main className="mx-auto w-full max-w-[1400px] flex-1 p-4 sm:p-6">{isPermitted ? <Outlet /> : <UnauthorizedPage />}</main>
      </div>
    </div>
  );
}
