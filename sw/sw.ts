/// <reference lib="webworker" />
// The service worker's entry: it only wires the handlers, each in its own file.
import { clientsClaim } from 'workbox-core';
import { registerPrecache } from './precache';
import { registerTileCache } from './tile-cache';
import { registerNotificationClick } from './notification-click';
import { registerUpdateMessages } from './update-messages';

declare const self: ServiceWorkerGlobalScope;

registerPrecache(self.__WB_MANIFEST);
registerTileCache();
registerNotificationClick(self);
registerUpdateMessages(self);
clientsClaim();
