import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthContract,
  notReadyContract,
  readyContract,
  type HealthChecksContract,
  type ReadinessChecksContract,
} from '../../../domain/contracts/system';
import type { Deps } from '../../deps';
import { migrationsUpToDate } from '../../db/migrate';
import { redisAnswers } from '../../lib/redis-client';

/** A probe that waits longer than this on the database counts it as down (a black-holed host never answers). */
const DATABASE_PROBE_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(otherwise), ms)));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Whether the database and Redis (when set) answer now. */
async function componentChecks(deps: Pick<Deps, 'db' | 'redis'>): Promise<HealthChecksContract> {
  const [databaseUp, redisUp] = await Promise.all([
    within(
      deps.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      DATABASE_PROBE_TIMEOUT_MS,
      false,
    ),
    deps.redis ? redisAnswers(deps.redis) : undefined,
  ]);
  const checks: HealthChecksContract = { database: databaseUp ? 'ok' : 'down' };
  if (redisUp !== undefined) checks.redis = redisUp ? 'ok' : 'down';
  return checks;
}

/**
 * The probes of a process behind a load balancer (docs/deploy.md): GET /health says the process
 * is alive (never 503: restarting it would not bring a database back), GET /ready whether it
 * should get requests now.
 */
export async function probeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the process is up (and what it can reach)',
        description:
          'Always 200 while the process runs: `ok`, or `degraded` when the database or Redis (REDIS_URL) does not answer. Whether the process should get requests is GET /api/ready.',
        response: { 200: healthContract },
      },
    },
    async () => {
      const checks = await componentChecks(app.deps);
      const down = checks.database === 'down' || checks.redis === 'down';
      return { status: down ? ('degraded' as const) : ('ok' as const), database: app.deps.database.kind, checks };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        summary: 'Readiness: whether this process should get requests now',
        description:
          "200 `ready` when the database answers and carries this build's newest migration (and, with REDIS_URL, Redis answers and this process hears the others' real-time events); 200 `degraded` when only Redis is down (each process then works on its own); 503 `unavailable` when the database is down or behind or the real-time subscription is not made yet, and 503 `draining` from the moment a stop signal arrives.",
        response: { 200: readyContract, 503: notReadyContract },
      },
    },
    async (_request, reply) => {
      const { deps } = app;
      const health = await componentChecks(deps);
      const migrated = health.database === 'ok' ? await migrationsUpToDate(deps.db) : undefined;
      const checks: ReadinessChecksContract = {
        ...health,
        migrations: migrated === undefined ? 'unknown' : migrated ? 'ok' : 'pending',
      };
      if (deps.realtime.kind === 'redis') checks.realtime = deps.realtime.hearsOthers() ? 'ok' : 'local';
      if (deps.lifecycle.draining) {
        return reply
          .status(503)
          .send({ status: 'draining', message: 'Stopping: finishing requests in flight', checks });
      }
      if (checks.database === 'down') {
        return reply.status(503).send({ status: 'unavailable', message: 'Database unavailable', checks });
      }
      if (checks.migrations !== 'ok') {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'Database not migrated to this build yet', checks });
      }
      // Redis answers but this process does not hear it yet (its subscription is being made):
      // sockets it took now would miss the others' events. With Redis down every process is
      // alone, and serving degraded beats serving nothing.
      if (checks.realtime === 'local' && checks.redis === 'ok') {
        return reply
          .status(503)
          .send({ status: 'unavailable', message: 'Real-time subscription not made yet', checks });
      }
      return { status: checks.redis === 'down' ? ('degraded' as const) : ('ready' as const), checks };
    },
  );
}
