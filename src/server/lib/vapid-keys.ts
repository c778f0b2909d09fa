import type { Config } from '../config';
import type { Db } from '../db/client';
import { loadOrCreateSecret } from './instance-secrets';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const byDatabase = new WeakMap<Db, Promise<VapidKeys>>();

/** VAPID_SUBJECT, else a mailto: of the MAIL_FROM address (push services want a contact). */
function subjectOf(config: Config): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return `mailto:${address.trim()}`;
}

async function load(config: Config, db: Db): Promise<VapidKeys> {
  const subject = subjectOf(config);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  // Generated on first start and kept, so every process and every restart signs with one pair.
  const stored = await loadOrCreateSecret(db, 'vapid-keys', async () => {
    const { default: webpush } = await import('web-push');
    return JSON.stringify(webpush.generateVAPIDKeys());
  });
  const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}

/** The installation's VAPID key pair (RFC 8292), read once per database handle. */
export function vapidKeys(config: Config, db: Db): Promise<VapidKeys> {
  let keys = byDatabase.get(db);
  if (!keys) {
    keys = load(config, db);
    byDatabase.set(db, keys);
    keys.catch(() => byDatabase.delete(db));
  }
  return keys;
}
