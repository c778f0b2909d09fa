import { z } from 'zod';
import { passPublicJwkContract, walletsContract } from './passes';

/**
 * What GET /health checked: the database, and Redis when REDIS_URL is set (absent otherwise).
 * Redis down is not fatal: rate limits and real-time fan-out fall back to the process.
 */
export const healthChecksContract = z.object({
  database: z.enum(['ok', 'down']),
  redis: z.enum(['ok', 'down']).optional(),
});
export type HealthChecksContract = z.infer<typeof healthChecksContract>;
/**
 * GET /health while the database answers (200): `ok`, or `degraded` when an optional part
 * (Redis) is down; `database` is the kind (pglite or postgres).
 */
export const healthContract = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.string(),
  checks: healthChecksContract,
});
/** GET /health when the database does not answer (503): take this process out of rotation. */
export const healthDownContract = z.object({
  status: z.literal('unavailable'),
  message: z.string(),
  checks: healthChecksContract,
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
