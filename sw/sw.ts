/// <reference lib="webworker" />
// The service worker's entry: it only wires the handlers, each in its own file.
import { clientsClaim } from 'workbox-core';
import { registerPhotoCache } from './photo-cache';
import { registerPrecache } from './precache';
import { registerTileCache } from './tile-cache';
import { performNotificationAction, type ActionData } from './notification-action';
import { registerNotificationClick } from './notification-click';
import { registerPush } from './push-display';
import { registerSubscriptionChange, type SubscriptionScopeLike } from './subscription-change';
import { registerUpdateMessages } from './update-messages';
import { ownerRevocationStore } from './owner-store';
import { refreshRevokedPasses, registerRevokedPassesSync, type SyncScopeLike } from './revoked-passes-sync';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerTileCache();
registerPhotoCache(self.location.origin);
registerPush(self);
registerNotificationClick(self, (action, data, tag) =>
  performNotificationAction(action, data as ActionData | undefined, tag, {
    fetch: (url, init) => fetch(url, init),
    showNotification: (title, options) => self.registration.showNotification(title, options),
    origin: self.location.origin,
  }),
);
// pushsubscriptionchange is not in TypeScript's worker event map yet: typed by its own file.
registerSubscriptionChange(self as unknown as SubscriptionScopeLike, {
  subscribe: (options) => self.registration.pushManager.subscribe(options),
  fetch: (url, init) => fetch(url, init),
  origin: self.location.origin,
});
registerUpdateMessages(self);
// The owner's revoked passes, for checks with no signal: in the background, and as a new worker takes over.
const revokedPasses = {
  store: ownerRevocationStore(),
  fetch: (url: string, init: { headers: Record<string, string> }) => fetch(url, init),
  origin: self.location.origin,
  now: () => Date.now(),
};
registerRevokedPassesSync(self as unknown as SyncScopeLike, revokedPasses);
self.addEventListener('activate', (event) => event.waitUntil(refreshRevokedPasses(revokedPasses).catch(() => false)));
clientsClaim();
