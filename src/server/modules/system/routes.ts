import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  countryOptionsContract,
  healthContract,
  healthDownContract,
  publicConfigContract,
  type HealthChecksContract,
} from '../../../domain/contracts/system';
import { countryOptions } from '../../../domain/country-codes';
import { requestLanguage } from '../../lib/request-language';
import { redisAnswers } from '../../lib/redis-client';
import { passSigningKey } from '../../lib/pass-signing-key';
import { vapidKeys } from '../../lib/vapid-keys';
import { publicConfig } from './public-config';

export async function systemRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        summary: 'Whether the server, its database and Redis answer',
        description:
          '200 `ok`; 200 `degraded` when Redis (REDIS_URL) is down: rate limits and real-time fan-out then work per process; 503 when the database is down.',
        response: { 200: healthContract, 503: healthDownContract },
      },
    },
    async (_request, reply) => {
      const { db, database, redis } = app.deps;
      const [databaseUp, redisUp] = await Promise.all([
        db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        redis ? redisAnswers(redis) : undefined,
      ]);
      const checks: HealthChecksContract = { database: databaseUp ? 'ok' : 'down' };
      if (redisUp !== undefined) checks.redis = redisUp ? 'ok' : 'down';
      if (!databaseUp)
        return reply.status(503).send({ status: 'unavailable', message: 'Database unavailable', checks });
      return { status: redisUp === false ? ('degraded' as const) : ('ok' as const), database: database.kind, checks };
    },
  );

  app.get(
    '/config',
    { schema: { summary: 'Runtime settings the app reads at start', response: { 200: publicConfigContract } } },
    async () => ({
      ...publicConfig(app.deps.config),
      vapid_public_key: (await vapidKeys(app.deps.config, app.deps.db)).publicKey,
      pass_public_key: (await passSigningKey(app.deps.config, app.deps.db)).publicJwk,
    }),
  );

  app.get(
    '/enums/CountryCode',
    { schema: { summary: "Countries, named in the caller's language", response: { 200: countryOptionsContract } } },
    async (request) => countryOptions(requestLanguage(request)),
  );
}
