import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { NotifyPreferences } from '../../../domain/contracts/push';
import type { Db } from '../../db/client';
import { authSessions, notificationPreferences, pushSubscriptions } from '../../db/schema/index';

export type StoredSubscription = { endpoint: string; p256dh: string; auth: string };

/** Stores a device's subscription for the user and session; the same endpoint again replaces it. */
export async function saveSubscription(
  db: Db,
  input: StoredSubscription & { userId: number; sessionId: string | null },
  now: Date,
): Promise<void> {
  const values = { ...input, updatedAt: now };
  await db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/**
 * Moves the subscription stored under `oldEndpoint` to a new endpoint and keys, keeping its
 * user and session; false when no subscription has that endpoint.
 */
export async function renewSubscription(
  db: Db,
  oldEndpoint: string,
  next: StoredSubscription,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ userId: pushSubscriptions.userId, sessionId: pushSubscriptions.sessionId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, oldEndpoint))
      .for('update');
    if (!old) return false;
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, oldEndpoint));
    const values = { ...next, userId: old.userId, sessionId: old.sessionId, updatedAt: now };
    await tx
      .insert(pushSubscriptions)
      .values({ ...values, createdAt: now })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
    return true;
  });
}

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

export const defaultPreferences: NotifyPreferences = {
  reservations: true,
  ending_soon: true,
  documents: true,
  credits: true,
};

export async function findPreferences(db: Db, userId: number): Promise<NotifyPreferences> {
  const [row] = await db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
  if (!row) return defaultPreferences;
  return {
    reservations: row.reservations,
    ending_soon: row.endingSoon,
    documents: row.documents,
    credits: row.credits,
  };
}

export async function savePreferences(db: Db, userId: number, notify: NotifyPreferences, now: Date): Promise<void> {
  const values = {
    reservations: notify.reservations,
    endingSoon: notify.ending_soon,
    documents: notify.documents,
    credits: notify.credits,
    updatedAt: now,
  };
  await db
    .insert(notificationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values });
}
