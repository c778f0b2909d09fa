import { Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { HeaderActionsProvider } from '../ui/header-actions';
import { isAuthenticated } from '../../lib/session-store';
import { useSession } from '../../lib/use-session';
import { dropPrerenderedFrame } from '../../prerendered';
import { BottomBar } from './bottom-bar';
import { OfflineBanner } from './offline-banner';
import { SideMenu } from './side-menu';
import type { MenuSlots } from './side-menu-body';

type AuthenticatedLayoutProps = {
  menu: MenuSlots;
  /** What every screen's header carries at its end (the notification bell). */
  headerActions?: ReactNode;
};

/** The frame of every signed-in screen: content, bottom bar and side menu (their slots come from the route). */
export function AuthenticatedLayout({ menu, headerActions }: AuthenticatedLayoutProps) {
  const session = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // The menu is open on the path where it was opened: any navigation (a link, back, a
  // redirect) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const closeMenu = useCallback(() => setOpenOn(null), []);
  // The server's page may carry this frame prerendered beside #root: it goes in the commit
  // that lays out this one, so the bar is never missing nor twice on screen.
  useLayoutEffect(dropPrerenderedFrame, []);

  // Signed out elsewhere (another tab, a 401): leave the signed-in area.
  if (!isAuthenticated(session)) return <Navigate to="/login" replace />;

  return (
    <>
      <main className="app-main" id="main" inert={menuOpen}>
        <OfflineBanner />
        <HeaderActionsProvider value={headerActions}>
          <Outlet />
        </HeaderActionsProvider>
      </main>
      <div inert={menuOpen}>
        <BottomBar menuOpen={menuOpen} onOpenMenu={() => setOpenOn(pathname)} />
      </div>
      <SideMenu open={menuOpen} onClose={closeMenu} menu={menu} />
    </>
  );
}
