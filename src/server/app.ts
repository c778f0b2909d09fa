import compress from '@fastify/compress';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { registerErrorHandler } from './error-handler';
import { registerJobs } from './jobs/app-jobs';
import { safeError } from './lib/safe-error-log';
import { registerInputGuards } from './lib/input-guards';
import { createAppEvents, type AppEvents } from './lib/app-events';
import { PublicUrl } from './lib/public-url';
import { createMailer, type Mailer } from './lib/mailer';
import { memoryRateLimiter, redisRateLimiter, type RateLimiter } from './lib/rate-limiter';
import { registerModules } from './modules/index';
import { createRealtime } from './realtime/create-realtime';
import type { Realtime } from './realtime/publisher';
import { realtimeCredentials } from './realtime/credentials';
import type { AppCredentials } from './realtime/signatures';
import { realtimeServer } from './realtime/socket-server';
import { registerSecurityHeaders } from './security-headers';
import { registerStatic } from './static';

export type Deps = {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  redis?: Redis;
  /** Real-time events: publish(channel, event, data) reaches the user's sockets on any process. */
  realtime: Realtime;
  /** Key and secret of the embedded socket server (REALTIME_SECRET, else the generated one). */
  realtimeCredentials: AppCredentials;
  /** The public base URL of every link sent out (mail, push, payment return urls). */
  publicUrl: PublicUrl;
  /** The clock: every rule that depends on "now" reads it here. */
  now: () => Date;
  /** Domain events, emitted after commit (reservation transitions, credits added). */
  events: AppEvents;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}

export type BuildOptions = {
  config: Config;
  database: Database;
  now?: () => Date;
  logger?: boolean;
};

/** Builds the whole HTTP app (tests build it too). Owns Redis and the mailer; not the database. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    // Errors are logged through safeError: never SQL parameters (password hashes, tokens).
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            serializers: { err: (e: Error) => safeError(e), error: (e: Error) => safeError(e) },
          },
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  const deps: Deps = {
    config,
    db: database.db,
    database,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM, app.log),
    rateLimiter: redis ? redisRateLimiter(redis) : memoryRateLimiter(),
    redis,
    realtime: createRealtime(config, redis, app.log),
    realtimeCredentials: await realtimeCredentials(config, database.db),
    publicUrl: new PublicUrl(config),
    now: options.now ?? (() => new Date()),
    events: createAppEvents(),
    log: app.log,
  };
  app.decorate('deps', deps);
  app.addHook('onListen', async () => deps.publicUrl.listeningOn(app.server.address()));
  app.addHook('onClose', async () => {
    deps.mailer.close();
    await redis?.quit().catch(() => undefined);
  });

  // Drivers book from car parks with a weak signal: every answer over 1 KiB (the app's
  // chunks, finder results) travels gzipped. Gzip only: every browser speaks it, and
  // brotli at on-the-fly quality saves little more for its CPU. Answers up to 1 MiB (a finder
  // answer is about 90 KiB) are compressed in one call rather than through a stream: less CPU
  // (about 0.5 ms per finder answer on the bench) and one write with a Content-Length.
  await app.register(compress, { encodings: ['gzip', 'deflate'], syncThreshold: 1 << 20 });
  await app.register(formbody);
  await registerSecurityHeaders(app, config);
  registerErrorHandler(app);
  registerInputGuards(app);
  await app.register(registerModules, { prefix: '/api' });
  await app.register(realtimeServer);
  await registerStatic(app, config.STATIC_DIR, config.SERVE_SOURCE_MAPS);
  if (config.JOBS) registerJobs(app);
  return app;
}
