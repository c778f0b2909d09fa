import { and, asc, count, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/index';

import type { NewNotification, NotificationRow } from './rows';

/**
 * Stores a notification. With a dedupe key already taken (another run or process got there
 * first) nothing is stored and undefined comes back: only the winner publishes.
 */
export async function insertNotification(db: Db | Tx, row: NewNotification): Promise<NotificationRow | undefined> {
  const [inserted] = await db.insert(notifications).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** The user's notifications with id > after, oldest first. */
export async function listNotificationsAfter(db: Db, userId: number, after: number, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.id, after)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The user's latest notifications, oldest first. */
export async function listLatestNotifications(db: Db, userId: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.id))
    .limit(limit);
  return rows.reverse();
}

/** How many of the user's notifications are unread (a partial index holds only those). */
export async function countUnread(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/**
 * Marks the user's unread notifications read: one (`id`) or every one up to an id
 * (`upToId`). Already read ones keep the moment they were read; someone else's are untouched.
 */
export async function markRead(db: Db, userId: number, target: { id: number } | { upToId: number }, at: Date) {
  const which = 'id' in target ? eq(notifications.id, target.id) : lte(notifications.id, target.upToId);
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), which));
}
