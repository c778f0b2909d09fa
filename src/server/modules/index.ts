import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { adminCreditRoutes } from './admin-credits/routes';
import { adminLocationRoutes } from './admin-locations/routes';
import { accountRoutes } from './auth/account-routes';
import { authenticate, authenticateAdmin } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { automobileRoutes } from './automobiles/routes';
import { broadcastingRoutes } from './broadcasting/routes';
import { creditRoutes } from './credits/routes';
import { documentRoutes } from './documents/routes';
import { drivingLicenseRoutes } from './driving-licenses/routes';
import { finderRoutes } from './finder/routes';
import { geocodingRoutes } from './geocoding/routes';
import { locationRoutes } from './locations/routes';
import { notificationRoutes } from './notifications/routes';
import { parkingLotRoutes } from './parking-lots/routes';
import { paymentRoutes } from './payments/routes';
import { stripeWebhookRoutes } from './payments/webhook-routes';
import { pushRoutes } from './push/routes';
import { reservationRoutes } from './reservations/routes';
import { systemRoutes } from './system/routes';

/**
 * Every API module, registered under /api with its OpenAPI tag. Add a module here when you
 * add its folder.
 */
const modules: [tag: string, routes: FastifyPluginAsync][] = [
  ['system', systemRoutes],
  ['realtime', broadcastingRoutes],
  ['notifications', notificationRoutes],
  ['push', pushRoutes],
  ['auth', authRoutes],
  ['account', accountRoutes],
  ['automobiles', automobileRoutes],
  ['documents', documentRoutes],
  ['driving-licenses', drivingLicenseRoutes],
  ['parking-lots', parkingLotRoutes],
  ['locations', locationRoutes],
  ['finder', finderRoutes],
  ['geocoding', geocodingRoutes],
  ['admin', adminLocationRoutes],
  ['reservations', reservationRoutes],
  ['credits', creditRoutes],
  ['admin', adminCreditRoutes],
  ['payments', paymentRoutes],
  ['payments', stripeWebhookRoutes],
];

const guards: unknown[] = [authenticate, authenticateAdmin];

/** Behind the authenticate guard: the bearer token is required (the OpenAPI document says so). */
function isGuarded(route: RouteOptions): boolean {
  const hooks = [route.onRequest ?? []].flat();
  return hooks.some((hook) => guards.includes(hook));
}

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const [tag, routes] of modules) {
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.schema = {
          ...route.schema,
          tags: route.schema?.tags ?? [tag],
          ...(isGuarded(route) ? { security: [{ bearer: [] }] } : {}),
        };
      });
      await scope.register(routes);
    });
  }
}
