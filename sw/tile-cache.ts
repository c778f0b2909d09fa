import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isTileRequestUrl } from './tile-url';

export const TILE_CACHE = 'map-tiles-v1';

/**
 * Map tiles the user actually viewed, cache-first, bounded in count and age, dropped first
 * when storage runs short. Nothing is prefetched: the OpenStreetMap tile policy forbids
 * bulk downloads.
 */
export function registerTileCache(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isTileRequestUrl(url),
    new CacheFirst({
      cacheName: TILE_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [0, 200] }),
        new ExpirationPlugin({ maxEntries: 3000, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
