import type { FastifyInstance } from 'fastify';
import { adminAuditRoutes } from './audit/admin-routes';
import { accountRoutes } from './auth/account-routes';
import { authRoutes } from './auth/routes';
import { adminAutomobileRoutes } from './automobiles/admin-routes';
import { automobileRoutes } from './automobiles/routes';
import { broadcastingRoutes } from './broadcasting/routes';
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
import { parkingLotRoutes } from './parking-lots/routes';
import { paymentRoutes } from './payments/routes';
import { stripeWebhookRoutes } from './payments/webhook-routes';
import { pushRoutes } from './push/routes';
import { adminReservationRoutes } from './reservations/admin-routes';
import { reservationRoutes } from './reservations/routes';
import { systemRoutes } from './system/routes';
import { adminUserRoutes } from './users/admin-routes';

/** Every API module, registered under /api. Add a module here when you add its folder. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(broadcastingRoutes);
  await app.register(notificationRoutes);
  await app.register(pushRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(automobileRoutes);
  await app.register(documentRoutes);
  await app.register(drivingLicenseRoutes);
  await app.register(parkingLotRoutes);
  await app.register(locationRoutes);
  await app.register(finderRoutes);
  await app.register(geocodingRoutes);
  await app.register(reservationRoutes);
  await app.register(creditRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);
  // Administration (/admin/...), each beside its area.
  await app.register(adminUserRoutes);
  await app.register(adminGrantRoutes);
  await app.register(adminAutomobileRoutes);
  await app.register(adminReservationRoutes);
  await app.register(adminTransactionRoutes);
  await app.register(adminParkingLotRoutes);
  await app.register(adminLocationRoutes);
  await app.register(adminAuditRoutes);
}
