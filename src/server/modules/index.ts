import type { FastifyInstance, FastifyPluginAsync, RouteOptions } from 'fastify';
import { adminAuditRoutes } from './audit/admin-routes';
import { accountRoutes } from './auth/account-routes';
import { authenticate, authenticateAdmin } from '../lib/authenticate';
import { authRoutes } from './auth/routes';
import { adminAutomobileRoutes } from './automobiles/admin-routes';
import { automobileRoutes } from './automobiles/routes';
import { broadcastingRoutes } from './broadcasting/routes';
import { adminCreditRequestRoutes } from './credit-requests/admin-routes';
import { creditRequestRoutes } from './credit-requests/routes';
import { adminGrantRoutes } from './credits/admin-grant-routes';
import { adminTransactionRoutes } from './credits/admin-routes';
import { creditRoutes } from './credits/routes';
import { documentRoutes } from './documents/routes';
import { drivingLicenseRoutes } from './driving-licenses/routes';
import { finderRoutes } from './finder/routes';
import { geocodingRoutes } from './geocoding/routes';
import { adminLocationRoutes } from './locations/admin-routes';
import { locationRoutes } from './locations/routes';
import { notificationRoutes } from './notifications/routes';
import { adminParkingLotRoutes } from './parking-lots/admin-routes';
import { parkingLotPhotoRoutes } from './parking-lots/photo-routes';
import { parkingLotRoutes } from './parking-lots/routes';
import { parkingLotScheduleRoutes } from './parking-lots/schedule-routes';
import { paymentRoutes } from './payments/routes';
import { stripeWebhookRoutes } from './payments/webhook-routes';
import { pushRoutes } from './push/routes';
import { adminRatingRoutes } from './ratings/admin-routes';
import { ratingRoutes } from './ratings/routes';
import { adminReservationRoutes } from './reservations/admin-routes';
import { lotCalendarRoutes } from './reservations/lot-calendar-routes';
import { passRoutes } from './reservations/pass-routes';
import { reservationSeriesRoutes } from './reservation-series/routes';
import { reportRoutes } from './reservations/report-routes';
import { reservationRoutes } from './reservations/routes';
import { revocationRoutes } from './reservations/revocation-routes';
import { walletRoutes } from './reservations/wallet-routes';
import { systemRoutes } from './system/routes';
import { adminUserRoutes } from './user-administration/admin-routes';

type Guard = typeof authenticate;

/**
 * Every API module, registered under /api with its OpenAPI tag. Add a module here when you
 * add its folder. A module whose every route needs the token names its guard here (rather
 * than adding the hook itself), so the OpenAPI document knows; the others guard each route
 * with `onRequest: authenticate`.
 */
const modules: [tag: string, routes: FastifyPluginAsync, guard?: Guard][] = [
  ['system', systemRoutes],
  ['realtime', broadcastingRoutes],
  ['notifications', notificationRoutes],
  ['push', pushRoutes],
  ['auth', authRoutes],
  ['account', accountRoutes],
  ['automobiles', automobileRoutes],
  ['documents', documentRoutes, authenticate],
  ['driving-licenses', drivingLicenseRoutes, authenticate],
  ['parking-lots', parkingLotRoutes],
  ['parking-lots', parkingLotScheduleRoutes],
  ['parking-lots', parkingLotPhotoRoutes],
  ['locations', locationRoutes],
  ['finder', finderRoutes],
  ['geocoding', geocodingRoutes, authenticate],
  ['reservations', reservationRoutes],
  ['reservations', passRoutes],
  ['reservations', revocationRoutes],
  ['reservations', walletRoutes],
  ['reservations', reportRoutes],
  ['reservations', lotCalendarRoutes],
  ['ratings', ratingRoutes],
  ['reservation-series', reservationSeriesRoutes],
  ['credits', creditRoutes],
  ['credits', creditRequestRoutes],
  ['payments', paymentRoutes, authenticate],
  ['payments', stripeWebhookRoutes],
  // Administration (/admin/...), each beside its area.
  ['admin', adminUserRoutes],
  ['admin', adminGrantRoutes],
  ['admin', adminCreditRequestRoutes],
  ['admin', adminAutomobileRoutes],
  ['admin', adminReservationRoutes],
  ['admin', adminTransactionRoutes],
  ['admin', adminParkingLotRoutes],
  ['admin', adminLocationRoutes],
  ['admin', adminRatingRoutes],
  ['admin', adminAuditRoutes],
];

const guards: unknown[] = [authenticate, authenticateAdmin];

/** Behind the authenticate guard: the bearer token is required (the OpenAPI document says so). */
function isGuarded(route: RouteOptions): boolean {
  const hooks = [route.onRequest ?? []].flat();
  return hooks.some((hook) => guards.includes(hook));
}

export async function registerModules(app: FastifyInstance): Promise<void> {
  for (const [tag, routes, guard] of modules) {
    await app.register(async (scope) => {
      if (guard) scope.addHook('onRequest', guard);
      scope.addHook('onRoute', (route) => {
        // The document's default is the bearer token; a route without the guard says `security: []`.
        route.schema = {
          ...route.schema,
          tags: route.schema?.tags ?? [tag],
          security: guard || isGuarded(route) ? [{ bearer: [] }] : [],
        };
      });
      await scope.register(routes);
    });
  }
}
