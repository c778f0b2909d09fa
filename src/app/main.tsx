// First: the zone's offsets are known before any module reads a time.
import './lib/app-zone-table';
import './styles/tokens.css';
import './styles/base.css';
import './styles/controls.css';
import './styles/feedback.css';
import './styles/surfaces.css';
import './styles/shell.css';
import './styles/pwa.css';
import './styles/papers.css';
// The guest's screens (login first): in the entry, so a prerendered login page needs one stylesheet.
import './styles/auth.css';
import { I18nProvider } from '@lingui/react';
import { RouterProvider, type AnyRoute } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appConfigQuery } from './lib/app-config';
import { clearFinderStateOnSignOut } from './features/finder/finder-store';
import { primeFirstList } from './features/finder/prime-first-list';
import { startLanguageSync } from './features/language/language-sync';
import { afterFirstScreen, whenIdle } from './lib/after-first-screen';
import { onUnauthorized } from './lib/api';
import { activateLanguage, defaultLanguage, i18n, storedLanguage } from './lib/i18n';
import { startInstallPromptCapture } from './lib/install-prompt';
import { startOnlineTracking } from './lib/online-state';
import { PersistedQueryProvider } from './lib/persisted-query-provider';
import { queryClient } from './lib/query-client';
import { clearPersistedQueriesOnSignOut, configurePersistedQueries } from './lib/query-persister';
import { clearOwnerDeviceOnSignOut } from './lib/owner-device-store';
import { registerServiceWorker, serviceWorkerRegistration } from './lib/service-worker';
import { dropPrerenderedFrame, prerenderedScreen } from './prerendered';
import { router } from './router';

// A 401 from any call: the session is already cleared; drop cached data and go to /login.
onUnauthorized(() => {
  queryClient.clear();
  if (router.state.location.pathname !== '/login') void router.navigate({ to: '/login' });
});

// The user's data is kept on the device for use with no signal, and leaves it at sign-out.
configurePersistedQueries(queryClient);
clearPersistedQueriesOnSignOut();
clearOwnerDeviceOnSignOut();
clearFinderStateOnSignOut();
startOnlineTracking();
startInstallPromptCapture();
// The signed-in home's list asks for its lots now, while the rest of the first screen loads.
primeFirstList(queryClient);

// Every navigation starts at the top of the new screen. Not the first one: the page opens at
// the top, and a scroll there would force a layout in the middle of the first render.
router.subscribe('onResolved', ({ pathChanged, fromLocation }) => {
  if (pathChanged && fromLocation) window.scrollTo({ top: 0 });
});

/** The first screen's lazy route chunks (the login screen, ...) load alongside the catalog, not after it. */
function loadFirstRouteChunks(): void {
  const routes = new Map<string, AnyRoute>(Object.entries(router.routesById));
  for (const { routeId } of router.matchRoutes(router.state.location)) {
    const route = routes.get(routeId as string);
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

/** The permission watch is installed once per page. */
let pushWatched = false;

/** The signed-in user's real-time channel: notifications refresh the screens and pop up. */
function startRealtime(): Promise<unknown> {
  return import('./features/notifications/start-notifications')
    .then(({ startNotifications }) =>
      startNotifications({
        queryClient,
        loadSettings: () => queryClient.fetchQuery(appConfigQuery()).then((config) => config.realtime),
        registration: serviceWorkerRegistration,
        openPath: (path) => router.history.push(path),
        syncPush: () =>
          import('./lib/web-push').then(async ({ syncPushSubscription, watchNotificationPermission }) => {
            const key = () => queryClient.fetchQuery(appConfigQuery()).then((config) => config.vapid_public_key);
            if (!pushWatched) {
              pushWatched = true;
              watchNotificationPermission(
                () =>
                  void key()
                    .then(syncPushSubscription)
                    .catch(() => undefined),
              );
            }
            await syncPushSubscription(await key());
          }),
      }),
    )
    .catch((err: unknown) => console.warn('Real-time notifications could not start', err));
}

async function start(): Promise<void> {
  // Marks of the first screen's way (`npm run bench offline` reads them; a few bytes each).
  performance.mark('ll:entry');
  const chosen = storedLanguage();
  loadFirstRouteChunks();
  await activateLanguage(chosen ?? defaultLanguage, { remember: Boolean(chosen) });
  startLanguageSync();

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A prerendered screen (the server's login page) stays until the app can render its own in
  // one commit: React replaces it then, never with a blank or pending frame in between.
  if (prerenderedScreen()) await router.load();
  performance.mark('ll:render');
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <PersistedQueryProvider client={queryClient}>
          <RouterProvider router={router} />
        </PersistedQueryProvider>
      </I18nProvider>
    </StrictMode>,
  );
  // Once the first screen has its data: the worker's precache download and the real-time
  // client never compete with it, and their code is not part of its download.
  await afterFirstScreen(router, queryClient);
  // The layouts remove a prerendered frame as they render; any screen that has neither (an
  // error page) must not keep it.
  dropPrerenderedFrame();
  void whenIdle(registerServiceWorker);
  void whenIdle(startRealtime);
}

void start();
