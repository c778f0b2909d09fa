import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countryOptionsContract,
  healthContract,
  healthDownContract,
  publicConfigContract,
} from '../../../domain/contracts/system';
import { countryOptions } from '../../../domain/country-codes';
import { requestLanguage } from '../../error-handler';
import { vapidKeys } from '../../lib/vapid-keys';
import { publicConfig } from './public-config';

export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server and its database answer',
        response: { 200: healthContract, 503: healthDownContract },
      },
    },
    async (_request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.deps.database.kind };
      } catch {
        return reply.status(503).send({ status: 'unavailable', message: 'Database unavailable' });
      }
    },
  );

  app.get(
    '/config',
    { schema: { summary: 'Runtime settings the app reads at start', response: { 200: publicConfigContract } } },
    async () => ({
      ...publicConfig(app.deps.config),
      vapid_public_key: (await vapidKeys(app.deps.config, app.deps.db)).publicKey,
    }),
  );

  app.get(
    '/enums/CountryCode',
    { schema: { summary: "Countries, named in the caller's language", response: { 200: countryOptionsContract } } },
    async (request) => countryOptions(requestLanguage(request)),
  );
}
