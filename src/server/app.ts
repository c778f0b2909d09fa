import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Deps } from './deps';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './error-handler';
import { registerJobs } from './jobs/app-jobs';
import { registerInputGuards } from './lib/input-guards';
import { createAccessTokenCache } from './lib/access-token-cache';
import { createAppEvents } from './lib/app-events';
import { registerDrainingGuard } from './lib/draining';
import { createLifecycle } from './lib/lifecycle';
import { contractSerializerCompiler } from './lib/contract-serializer';
import { PublicUrl } from './lib/public-url';
import { loggerOptions, registerRequestLog, requestIdGenerator } from './lib/request-log';
import { createMailer } from './lib/mailer';
import { createMetrics } from './lib/metrics';
import { countDomainEvents } from './lib/metrics-events';
import { registerMetricsRoute } from './lib/metrics-route';
import { memoryRateLimiter } from './lib/rate-limiter';
import { createRedis, firstConnection } from './lib/redis-client';
import { resilientRateLimiter } from './lib/resilient-rate-limiter';
import { registerModules } from './modules/index';
import { registerOpenApi } from './openapi/register-openapi';
import { createRealtime } from './realtime/create-realtime';
import { realtimeCredentials } from './realtime/credentials';
import { realtimeServer } from './realtime/socket-server';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';

export type BuildOptions = {
  config: Config;
  database: Database;
  now?: () => Date;
  logger?: boolean;
  /** Where the log lines go instead of standard output (tests read them). */
  logStream?: { write: (line: string) => void };
};

import { GZIP_LEVEL } from './lib/gzip-level';

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
// Fastify's types know only its default compilers' factories (Ajv's, fast-json-stringify's).
const zodCompilers = {
  buildValidator: () => validatorCompiler,
  buildSerializer: () => serializerCompiler,
} as unknown as CompilersFactory;

/** Builds the whole HTTP app (tests build it too). Owns Redis and the mailer; not the database. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config, undefined, options.logStream),
    // One line per answer, at a level that says how it went (registerRequestLog).
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    genReqId: requestIdGenerator(config.TRUST_PROXY),
    // Draining answers its own 503 (lib/draining.ts), in the error shape with the request id.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler,
    // Every route validates and serializes with zod (the compilers set below): without these,
    // Fastify would load Ajv and fast-json-stringify for defaults no route uses (25 ms of a start).
    schemaController: { compilersFactory: zodCompilers },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    contractSerializerCompiler(config.NODE_ENV === 'production' ? 'lenient' : 'strict', app.log),
  );

  // Fails fast and falls back to this process while Redis is down (lib/redis-client.ts).
  const redis = config.REDIS_URL ? await createRedis(config.REDIS_URL, app.log) : undefined;
  if (redis) await firstConnection(redis);
  const credentials = await realtimeCredentials(config, database.db);
  const metrics = await createMetrics(config.METRICS_TOKEN !== undefined || config.METRICS_PORT !== undefined);
  const deps: Deps = {
    config,
    db: database.db,
    database,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, app.log),
    rateLimiter: redis ? resilientRateLimiter(redis, app.log) : memoryRateLimiter(),
    // Shared: other processes may change sessions (a PostgreSQL server, or Redis set up for several).
    accessTokenCache: createAccessTokenCache({
      shared: database.kind === 'postgres' || redis !== undefined,
      redis,
      log: app.log,
    }),
    redis,
    realtime: createRealtime(config, redis, app.log, credentials),
    realtimeCredentials: credentials,
    publicUrl: new PublicUrl(config),
    now: options.now ?? (() => new Date()),
    events: createAppEvents(),
    log: app.log,
    lifecycle: createLifecycle(),
    metrics,
  };
  app.decorate('deps', deps);
  metrics.watch({
    realtime: () => ({ sockets: deps.realtime.hub.size, channels: deps.realtime.hub.channelCount }),
    pool: database.poolStats,
  });
  countDomainEvents(deps.events, metrics);
  app.addHook('onListen', async () => deps.publicUrl.listeningOn(app.server.address()));
  app.addHook('onClose', async () => {
    deps.mailer.close();
    await redis?.quit().catch(() => redis.disconnect());
  });

  // Drivers book from car parks with a weak signal: every answer over 1 KiB travels
  // compressed. The app's files are sent from the build's brotli and gzip copies (static.ts);
  // API answers (finder results) are gzipped here. Gzip only: every browser speaks it, and
  // brotli at on-the-fly quality saves little more for its CPU. Level 3 (zlib's fast
  // strategy): a finder answer 12% larger than at the default 6 for a third of the CPU
  // (docs/performance.md, "gzip level"). Answers up to 1 MiB (a list answer is about 90 KiB)
  // are compressed in one call rather than through a stream: less CPU and one write with a
  // Content-Length.
  await app.register(compress, {
    encodings: ['gzip', 'deflate'],
    syncThreshold: 1 << 20,
    zlibOptions: { level: GZIP_LEVEL },
  });
  await app.register(formbody);
  await registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  // Successful answers stay at debug on a developer's terminal (pretty lines), info in JSON logs.
  registerRequestLog(app, metrics, options.logStream === undefined && Boolean(process.stdout.isTTY));
  registerDrainingGuard(app);
  registerInputGuards(app);
  await registerOpenApi(app);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(realtimeServer);
  registerMetricsRoute(app, metrics, config.METRICS_TOKEN);
  await registerStatic(app, config.STATIC_DIR, config.SERVE_SOURCE_MAPS);
  if (config.JOBS) registerJobs(app);
  return app;
}
