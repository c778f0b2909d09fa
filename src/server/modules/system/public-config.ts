import type { Config } from '../../config';
import { appleWallet, googleWallet } from '../../settings/wallet-settings';

/** Runtime settings the app reads at start (no secrets), so one build serves every deployment. */
export function publicConfig(config: Config) {
  const hosted = Boolean(config.PUSHER_APP_ID && config.PUSHER_KEY && config.PUSHER_SECRET);
  return {
    min_credits: config.MIN_CREDITS,
    system_fee_credits: config.SYSTEM_FEE_CREDITS,
    timezone: config.APP_TIMEZONE,
    tile_url: config.TILE_URL,
    tile_attribution: config.TILE_ATTRIBUTION,
    wallets: { apple: appleWallet(config) !== undefined, google: googleWallet(config) !== undefined },
    realtime: {
      enabled: true,
      key: hosted ? (config.PUSHER_KEY as string) : config.REALTIME_KEY,
      // null: the app connects to the host, port and scheme it was loaded from.
      host: hosted ? (config.PUSHER_HOST ?? null) : (config.REALTIME_HOST ?? null),
      port: hosted ? (config.PUSHER_PORT ?? null) : (config.REALTIME_PORT ?? null),
      scheme: hosted ? (config.PUSHER_SCHEME ?? 'https') : (config.REALTIME_SCHEME ?? null),
      cluster: hosted ? (config.PUSHER_CLUSTER ?? null) : null,
    },
  };
}
