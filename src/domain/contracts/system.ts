import { z } from 'zod';
import { passPublicJwkContract, walletsContract } from './passes';

/**
 * What GET /health and GET /ready checked: the database, and Redis when REDIS_URL is set (absent
 * otherwise). Redis down is not fatal: rate limits and real-time fan-out fall back to the process.
 */
export const healthChecksContract = z.object({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']).optional(),
});
export type HealthChecksContract = z.infer<typeof healthChecksContract>;
/**
 * GET /health, the liveness answer: 200 while the process runs. `ok`, or `degraded` when the
 * database or Redis does not answer (restarting the process would not bring them back: that is
 * the readiness probe's business); `database` is the kind (pglite or postgres).
 */
export const healthContract = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.string(),
  checks: healthChecksContract,
});

/** GET /ready's checks: the health checks, and whether the database carries this build's newest migration. */
export const readinessChecksContract = healthChecksContract.extend({
  migrations: z.enum(['ok', 'pending', 'unknown']),
  /** With REDIS_URL: whether this process hears the events the others publish (its Redis subscription). */
  realtime: z.enum(['ok', 'local']).optional(),
});
export type ReadinessChecksContract = z.infer<typeof readinessChecksContract>;
/** GET /ready when this process can serve (200): `degraded` when Redis is down (each process then works alone). */
export const readyContract = z.object({
  status: z.enum(['ready', 'degraded']),
  checks: readinessChecksContract,
});
/** GET /ready when it cannot (503): the database is down or behind, or the process is draining after a stop signal. */
export const notReadyContract = z.object({
  status: z.enum(['unavailable', 'draining']),
  message: z.string(),
  checks: readinessChecksContract,
});

/** GET /config: the runtime settings the app reads at start (no secrets). */
export const publicConfigContract = z.object({
  min_credits: z.number().int(),
  system_fee_credits: z.number().int(),
  timezone: z.string(),
  tile_url: z.string(),
  tile_attribution: z.string(),
  realtime: z.object({
    enabled: z.boolean(),
    key: z.string(),
    host: z.string().nullable(),
    port: z.number().int().nullable(),
    scheme: z.string().nullable(),
    cluster: z.string().nullable(),
  }),
  /** The server's VAPID public key, for web push subscriptions. */
  vapid_public_key: z.string(),
  /** The key that verifies parking passes, for the owner's check screen with no signal. */
  pass_public_key: passPublicJwkContract,
  /** The wallets whose settings this server has (Apple: APPLE_*, Google: GOOGLE_WALLET_*). */
  wallets: walletsContract,
});
export type PublicConfigContract = z.infer<typeof publicConfigContract>;

/** GET /enums/CountryCode: the countries in the caller's language, sorted by name. */
export const countryOptionContract = z.object({ value: z.string(), label: z.string() });
export const countryOptionsContract = z.array(countryOptionContract);
export type CountryOptionContract = z.infer<typeof countryOptionContract>;
