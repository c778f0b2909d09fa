import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AccessTokenCache } from './lib/access-token-cache';
import type { AppEvents } from './lib/app-events';
import type { Lifecycle } from './lib/lifecycle';
import type { AppMetrics } from './lib/metrics';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limiter';
import type { PublicUrl } from './lib/public-url';
import type { Realtime } from './realtime/publisher';
import type { AppCredentials } from './realtime/signatures';

/**
 * Everything a module needs, built once by buildApp (src/server/app.ts) and read as
 * `app.deps`. Its own file so that services import it without importing the app that
 * registers them (no import cycle). A service takes only the part it uses,
 * `Pick<Deps, 'db' | 'now'>` or a named slice below; its callers pass the whole.
 */
export type Deps = {
  config: Config;
  db: Db;
  database: Database;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /**
   * What bearer tokens stand for, kept briefly in this process. Whatever ends a session or
   * changes a user calls forgetSession / forgetUser after it committed (docs/auth.md).
   */
  accessTokenCache: AccessTokenCache;
  redis?: Redis;
  /** Real-time events: publish(channel, event, data) reaches the user's sockets on any process. */
  realtime: Realtime;
  /** Key and secret of the embedded socket server (REALTIME_SECRET, else the generated one). */
  realtimeCredentials: AppCredentials;
  /** The public base URL of every link sent out (mail, push, payment return urls): lib/public-url.ts. */
  publicUrl: PublicUrl;
  /** The clock: every rule that depends on "now" reads it here. */
  now: () => Date;
  /** Domain events, emitted after commit (reservation transitions, credits added). */
  events: AppEvents;
  log: FastifyBaseLogger;
  /** Draining after a stop signal: the readiness probe answers 503 (lib/lifecycle.ts). */
  lifecycle: Lifecycle;
  /** Counters and histograms for GET /metrics; a no-op unless METRICS_TOKEN or METRICS_PORT is set (lib/metrics.ts). */
  metrics: AppMetrics;
};

/** The slice most services read: the database and the clock. */
export type DbClock = Pick<Deps, 'db' | 'now'>;

/**
 * What a reservation's transition uses (settle, expire, cancel, report, and the reads that
 * settle what is due first): the database, the clock, the credit settings and zone, and the
 * events reported after commit with the log for their failures.
 */
export type TransitionDeps = Pick<Deps, 'config' | 'db' | 'now' | 'events' | 'log'>;

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
