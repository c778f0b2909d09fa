import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countryOptions } from '../../../domain/country-codes';
import { requestLanguage } from '../../error-handler';
import { vapidKeys } from '../../lib/vapid-keys';
import { publicConfig } from './public-config';

export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok', database: app.deps.database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', message: 'Database unavailable' });
    }
  });

  app.get('/config', async () => ({
    ...publicConfig(app.deps.config),
    vapid_public_key: (await vapidKeys(app.deps.config, app.deps.db)).publicKey,
  }));

  app.get('/enums/CountryCode', async (request) => countryOptions(requestLanguage(request)));
}
