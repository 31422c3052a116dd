import { Navigate, Outlet, useMatches } from 'react-router';
import * as Tooltip from '@radix-ui/react-tooltip';
import { isAllowed } from '@ringledger/contract';
import { useSession } from '../../api/session-store';
import { TestModeBanner } from '../../ui/TestModeBanner';
import { useRouteDocumentTitle } from '../../ui/document-title';
import { isSelfServiceUser } from '../home-path';
import { resolveRouteHandles } from '../route-handle';
import { UnauthorizedPage } from '../errors/UnauthorizedPage';
import { NavigationProgress } from './NavigationProgress';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { MoreOptionsHint } from './MoreOptionsButton';
import { useSidebar } from './use-sidebar';

const MAIN_ID = 'main-content';

/** The signed-in shell; every page inside it is gated by the permission its route declares. */
export function ProtectedLayout() {
  const { user, settings } = useSession();
  const { permission, title, isSearchable } = resolveRouteHandles(useMatches());
  const sidebar = useSidebar();
  const isPermitted = !permission || Boolean(user && isAllowed(user.actions, permission.label, permission.action));
  useRouteDocumentTitle(isPermitted ? title : 'Unauthorized');

  // The session can end under us: a 401 or a failed refresh clears it.
  if (!user) return <Navigate to="/auth" replace />;

  // Hover hints appear only inside the shell: their provider (and the positioning code under it)
  // lives here, so the sign-in page does not load it.
  return (
    <Tooltip.Provider delayDuration={400}>
      {/* Printed, a page is its content alone (a payment's receipt): the sidebar and top bar stay on screen. */}
      <div className="flex min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100 print:bg-white print:text-black">
        <SkipLink targetId={MAIN_ID} />
        <NavigationProgress />
        <Sidebar isOpen={sidebar.isOpen} isOverlay={sidebar.isMobile} onClose={sidebar.close} onNavigate={sidebar.closeOnMobile} />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            title={isPermitted ? title : 'Unauthorized'}
            hasSearch={isPermitted && isSearchable}
            isSidebarOpen={sidebar.isOpen}
            onToggleSidebar={sidebar.toggle}
          />
          <main id={MAIN_ID} tabIndex={-1} className="mx-auto w-full max-w-[1400px] flex-1 p-4 sm:p-6">
            <MoreOptionsHint />
            {/* Staff see it on every page, so nobody takes the platform live on the test checkout unawares. */}
            {settings?.payment_provider === 'sandbox' && !isSelfServiceUser(user) && (
              <TestModeBanner className="mb-4">
                card recharges go through the sandbox checkout and no card is charged. Set PAYMENT_PROVIDER before going live.
              </TestModeBanner>
            )}
            {isPermitted ? <Outlet /> : <UnauthorizedPage />}
          </main>
        </div>
      </div>
    </Tooltip.Provider>
  );
}
