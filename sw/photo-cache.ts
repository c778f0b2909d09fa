import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

export const PHOTO_CACHE = 'lot-photos-v1';

/** A lot photo or its thumbnail: /api/parking-lots/{id}/photos/{photoId}[?size=thumb], same origin. */
export function isLotPhotoUrl(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/api\/parking-lots\/\d+\/photos\/\d+$/.test(url.pathname);
}

/**
 * Lot photos the driver has seen, cache-first like map tiles, so a lot's card and sheet show
 * them in a car park without signal. They are public and never change under their address (a
 * new photo gets a new id), so nothing is personal here and a cached copy is never stale.
 * Bounded in count and age, dropped first when storage runs short.
 */
export function registerPhotoCache(origin: string): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && isLotPhotoUrl(url, origin),
    new CacheFirst({
      cacheName: PHOTO_CACHE,
      plugins: [
        new CacheableResponsePlugin({ statuses: [200] }),
        new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
      ],
    }),
  );
}
