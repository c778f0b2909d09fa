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
clientsClaim();
