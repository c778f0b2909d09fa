import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The built shell (HTML, JS, CSS, icons, locale chunks) is precached; every app route is
 * answered with the shell so the app opens with no signal. /api and the socket are never
 * routed here: user data lives in IndexedDB, not in the Cache API.
 */
export function registerPrecache(manifest: (string | PrecacheEntry)[]): void {
  precacheAndRoute(manifest);
  cleanupOutdatedCaches();
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('index.html'), {
      denylist: [/^\/api(\/|$)/, /^\/app(\/|$)/, /\.[a-z0-9]+$/i],
    }),
  );
}
