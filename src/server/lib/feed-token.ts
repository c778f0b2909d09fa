import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authSessions, users } from '../db/schema/index';
import { loadOrCreateSecret } from './instance-secrets';

/**
 * A token that lets the service worker, which has no session, read one owner's revoked passes
 * in the background (docs/passes.md, "Revocation"). It names the sign-in it was issued under
 * and is good exactly while that sign-in is: a logout, a password change or a suspension ends
 * it too. It is not stored: an HMAC over (purpose, user, session) with a random installation
 * key (instance_secrets `feed_token_key`), so nothing in the database is a usable token.
 */

export const FEED_KEY_SECRET_NAME = 'feed_token_key';
const PURPOSE = 'revoked-passes';

const keys = new WeakMap<Db, Promise<Buffer>>();

function feedKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = loadOrCreateSecret(db, FEED_KEY_SECRET_NAME, () => randomBytes(32).toString('base64url')).then((text) =>
      Buffer.from(text, 'base64url'),
    );
    keys.set(db, key);
    key.catch(() => keys.delete(db));
  }
  return key;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(`${PURPOSE}\n${body}`).digest();

/** The feed token of a user's sign-in. */
export async function issueFeedToken(db: Db, userId: number, sessionId: string): Promise<string> {
  const body = `${userId}.${sessionId}`;
  return `${Buffer.from(body).toString('base64url')}.${mac(await feedKey(db), body).toString('base64url')}`;
}

/** The user and sign-in a feed token stands for, while that sign-in lasts; undefined for anything else. */
export async function readFeedToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ userId: number; sessionId: string } | undefined> {
  const [encoded, signature] = token.split('.');
  if (!encoded || !signature || token.split('.').length !== 2) return undefined;
  const body = Buffer.from(encoded, 'base64url').toString();
  const expected = mac(await feedKey(db), body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const match = /^(\d{1,10})\.([0-9a-f-]{36})$/.exec(body);
  if (!match) return undefined;
  const userId = Number(match[1]);
  const sessionId = match[2] as string;
  const [live] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        gt(authSessions.expiresAt, now),
        isNull(authSessions.revokedAt),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  return live ? { userId, sessionId } : undefined;
}
