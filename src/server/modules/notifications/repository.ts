import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema/index';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

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
