import type { FastifyInstance } from 'fastify';
import { adminLocationRoutes } from './admin-locations/routes';
import { adminCreditRoutes } from './admin-credits/routes';
import { broadcastingRoutes } from './broadcasting/routes';
import { creditRoutes } from './credits/routes';
import { finderRoutes } from './finder/routes';
import { locationRoutes } from './locations/routes';
import { parkingLotRoutes } from './parking-lots/routes';
import { notificationRoutes } from './notifications/routes';
import { reservationRoutes } from './reservations/routes';
import { systemRoutes } from './system/routes';

/** Every API module, registered under /api. Add a module here when you add its folder. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
  await app.register(broadcastingRoutes);
  await app.register(notificationRoutes);
  await app.register(reservationRoutes);
  await app.register(creditRoutes);
  await app.register(adminCreditRoutes);
  await app.register(parkingLotRoutes);
  await app.register(locationRoutes);
  await app.register(finderRoutes);
  await app.register(adminLocationRoutes);
}
