import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authSessions, pushSubscriptions } from '../../db/schema/index';

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

/**
 * Whether the subscription row may pass to `userId`: it is theirs, or the session that made it is
 * over (signed out or expired: another account now signs in on that browser). A live device of
 * someone else is never taken over by whoever learns its endpoint.
 */
const mayTakeOver = (userId: number, now: Date) =>
  or(eq(pushSubscriptions.userId, userId), sql`not ${liveSession(now)}`);

/** The subscription's session is signed in (a subscription without a session counts as live). */
const liveSession = (now: Date) =>
  sql`(${pushSubscriptions.sessionId} is null or exists (select 1 from ${authSessions} where ${and(
    eq(authSessions.id, pushSubscriptions.sessionId),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, now),
  )}))`;

/**
 * Stores a device's subscription for the user and session; the same endpoint again replaces it.
 * False when the endpoint is another user's live subscription (left as it is).
 */
export async function saveSubscription(
  db: Db,
  input: StoredSubscription & { userId: number; sessionId: string | null },
  now: Date,
): Promise<boolean> {
  const values = { ...input, updatedAt: now };
  const rows = await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: mayTakeOver(input.userId, now) })
    .returning({ id: pushSubscriptions.id });
  return rows.length === 1;
}

/**
 * Moves the subscription stored under `oldEndpoint` to a new endpoint and keys, keeping its
 * user and session: 'missing' when no subscription has that endpoint, 'taken' when the new
 * endpoint is another user's live subscription (nothing changes).
 */
export async function renewSubscription(
  db: Db,
  oldEndpoint: string,
  next: StoredSubscription,
  now: Date,
): Promise<'moved' | 'missing' | 'taken'> {
  return db
    .transaction(async (tx) => {
      const [old] = await tx
        .select({ userId: pushSubscriptions.userId, sessionId: pushSubscriptions.sessionId })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, oldEndpoint))
        .for('update');
      if (!old) return 'missing' as const;
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, oldEndpoint));
      const values = { ...next, userId: old.userId, sessionId: old.sessionId, updatedAt: now };
      const rows = await tx
        .insert(pushSubscriptions)
        .values({ ...values, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values, setWhere: mayTakeOver(old.userId, now) })
        .returning({ id: pushSubscriptions.id });
      // Undo the deletion: the old subscription stays where it was.
      if (rows.length === 0) throw new SubscriptionTaken();
      return 'moved' as const;
    })
    .catch((error: unknown) => {
      if (error instanceof SubscriptionTaken) return 'taken' as const;
      throw error;
    });
}

class SubscriptionTaken extends Error {}

export async function deleteSubscription(db: Db, endpoint: string, userId?: number): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), userId ? eq(pushSubscriptions.userId, userId) : undefined));
}

/**
 * The user's subscriptions whose session is still signed in; those of a logged-out or
 * expired session are deleted on the way (logout removes the device's subscription).
 */
export async function liveSubscriptions(db: Db, userId: number, now: Date): Promise<StoredSubscription[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      live: sql<boolean>`coalesce(${or(
        isNull(pushSubscriptions.sessionId),
        and(isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)),
      )}, false)`,
    })
    .from(pushSubscriptions)
    .leftJoin(authSessions, eq(authSessions.id, pushSubscriptions.sessionId))
    .where(eq(pushSubscriptions.userId, userId));
  const dead = rows.filter((r) => !r.live).map((r) => r.id);
  if (dead.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, dead));
  return rows.filter((r) => r.live).map(({ endpoint, p256dh, auth }) => ({ endpoint, p256dh, auth }));
}
