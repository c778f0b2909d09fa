import type { FastifyInstance } from 'fastify';
import { systemRoutes } from './system/routes';

/** Every API module, registered under /api. Add a module here when you add its folder. */
export async function registerModules(app: FastifyInstance): Promise<void> {
  await app.register(systemRoutes);
}
