import { z } from 'zod';

/** GET /health while the database answers. */
export const healthContract = z.object({ status: z.literal('ok'), database: z.string() });
/** GET /health when it does not (503). */
export const healthDownContract = z.object({ status: z.literal('unavailable'), message: z.string() });

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
});
export type PublicConfigContract = z.infer<typeof publicConfigContract>;

/** GET /enums/CountryCode: the countries in the caller's language, sorted by name. */
export const countryOptionContract = z.object({ value: z.string(), label: z.string() });
export const countryOptionsContract = z.array(countryOptionContract);
export type CountryOptionContract = z.infer<typeof countryOptionContract>;
