import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { usedActionTokens } from '../../db/schema/index';
import { loadOrCreateSecret } from '../../lib/instance-secrets';

export type NotificationAction = 'extend' | 'finish';

/** What an action token is bound to: one user, one reservation, one action, until `expiresAt`. */
export type ActionClaims = { userId: number; reservationId: number; action: NotificationAction; expiresAt: Date };

type Wire = { u: number; r: number; a: NotificationAction; e: number; n: string };

const keys = new WeakMap<Db, Promise<string>>();

/** The HMAC key of action tokens: generated once per installation, kept in the database. */
function signingKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, 'notification-action-key', () => randomBytes(32).toString('base64url'));
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const sign = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** A signed token the service worker posts back without a session: claims.signature, base64url. */
export async function createActionToken(db: Db, claims: ActionClaims): Promise<string> {
  const wire: Wire = {
    u: claims.userId,
    r: claims.reservationId,
    a: claims.action,
    e: claims.expiresAt.getTime(),
    n: randomBytes(16).toString('base64url'),
  };
  const body = Buffer.from(JSON.stringify(wire)).toString('base64url');
  return `${body}.${sign(await signingKey(db), body)}`;
}

/** The claims of a genuine token for this reservation that has not expired; else undefined. */
export async function readActionToken(
  db: Db,
  token: string,
  reservationId: number,
  now: Date,
): Promise<(ActionClaims & { nonce: string }) | undefined> {
  const [body, signature] = token.split('.');
  if (!body || !signature) return undefined;
  const expected = Buffer.from(sign(await signingKey(db), body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  let wire: Wire;
  try {
    wire = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Wire;
  } catch {
    return undefined;
  }
  if (wire.r !== reservationId || wire.e <= now.getTime()) return undefined;
  if (wire.a !== 'extend' && wire.a !== 'finish') return undefined;
  return { userId: wire.u, reservationId: wire.r, action: wire.a, expiresAt: new Date(wire.e), nonce: wire.n };
}

/** Marks the token spent; false when it was already used (the first use wins). */
export async function spendActionToken(db: Db, nonce: string, expiresAt: Date): Promise<boolean> {
  const rows = await db.insert(usedActionTokens).values({ nonce, expiresAt }).onConflictDoNothing().returning();
  return rows.length === 1;
}

/** Makes a spent token usable again: its action was refused, so nothing was done with it. */
export async function releaseActionToken(db: Db, nonce: string): Promise<void> {
  await db.delete(usedActionTokens).where(eq(usedActionTokens.nonce, nonce));
}
