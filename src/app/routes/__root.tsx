import { useLingui } from '@lingui/react/macro';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Link, Outlet } from '@tanstack/react-router';
import { MapPinOff } from 'lucide-react';
import { UpdatePrompt } from '../components/layout/update-prompt';
import { buttonClass } from '../components/ui/button';
import { EmptyState } from '../components/ui/empty-state';
import { useDocumentTitle } from '../components/ui/page-header';
import { Toaster } from '../components/ui/toaster';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  );
}

function NotFoundPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return (
    <main className="page" id="main">
      <EmptyState
        icon={MapPinOff}
        title={t`Page not found`}
        action={
          <Link to="/" className={buttonClass()}>
            {t`Go to search`}
          </Link>
        }
      >
        {t`This address does not lead anywhere in Loc Liber.`}
      </EmptyState>
    </main>
  );
}
