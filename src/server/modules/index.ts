import type { FastifyInstance } from 'fastify';
import { adminCreditRoutes } from './admin-credits/routes';
import { adminLocationRoutes } from './admin-locations/routes';
import { accountRoutes } from './auth/account-routes';
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
  await app.register(adminLocationRoutes);
  await app.register(reservationRoutes);
  await app.register(creditRoutes);
  await app.register(adminCreditRoutes);
  await app.register(paymentRoutes);
  await app.register(stripeWebhookRoutes);
}
