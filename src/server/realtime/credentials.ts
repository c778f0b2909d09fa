import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from '../lib/instance-secrets';
import type { AppCredentials } from './signatures';

/** Name of the generated real-time secret in instance_secrets. */
export const REALTIME_SECRET_NAME = 'realtime_secret';

/**
 * The key and secret of the embedded Pusher-protocol server: REALTIME_SECRET when set, else a
 * random secret generated on first start and kept in the database, so every process on one
 * PostgreSQL signs and checks with the same value. Never a value written in the source.
 */
export async function realtimeCredentials(config: Config, db: Db): Promise<AppCredentials> {
  const secret =
    config.REALTIME_SECRET ??
    (await loadOrCreateSecret(db, REALTIME_SECRET_NAME, () => randomBytes(32).toString('base64url')));
  return { key: config.REALTIME_KEY, secret };
}

/** Who signs subscriptions: the hosted service's secret when PUSHER_* is set, else the embedded one. */
export function signingCredentials(config: Config, embedded: AppCredentials): AppCredentials {
  if (config.PUSHER_APP_ID && config.PUSHER_KEY && config.PUSHER_SECRET) {
    return { key: config.PUSHER_KEY, secret: config.PUSHER_SECRET };
  }
  return embedded;
}
