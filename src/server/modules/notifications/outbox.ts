import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema/index';
import { isLanguage, defaultLanguage } from '../../lib/i18n';
import type { NotificationRow } from './rows';

/**
 * The notifications table is the real-time events' outbox. A notification is stored in the
 * transaction of what it reports and published after the commit; a process killed between the
 * two would lose the event for a client connected to another process, which has no reason to
 * catch up. So each publish is recorded (published_at, in batches), and a job publishes what
 * stayed unpublished past OUTBOX_GRACE_MS (docs/realtime.md, "Exactly what reaches a client").
 * At least once: a process killed after publishing and before recording publishes it twice,
 * and clients know a notification by its id.
 */

/** A publish is recorded within this; the sweep leaves a notification this long to its own process. */
export const OUTBOX_GRACE_MS = 10_000;
const FLUSH_MS = 100;
const FLUSH_AT = 200;

type Pending = { ids: number[]; timer?: NodeJS.Timeout; flushing: Promise<void> };
const pendingByDb = new WeakMap<Db, Pending>();

async function writePublished(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(notifications)
    .set({ publishedAt: sql`now()` })
    .where(and(inArray(notifications.id, ids), isNull(notifications.publishedAt)));
}

/** Records that these notifications were published: batched, one statement per 100 ms at most. */
export function recordPublished(db: Db, id: number): void {
  let pending = pendingByDb.get(db);
  if (!pending) pendingByDb.set(db, (pending = { ids: [], flushing: Promise.resolve() }));
  pending.ids.push(id);
  if (pending.ids.length >= FLUSH_AT) void flushPublished(db);
  else pending.timer ??= setTimeout(() => void flushPublished(db), FLUSH_MS);
}

/** Writes what is pending now (also at the app's close, before the database closes). */
export function flushPublished(db: Db): Promise<void> {
  const pending = pendingByDb.get(db);
  if (!pending) return Promise.resolve();
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const ids = pending.ids.splice(0);
  // One write at a time; a failed one is left to the sweep (which then publishes again).
  pending.flushing = pending.flushing.then(() => writePublished(db, ids).catch(() => undefined));
  return pending.flushing;
}

/**
 * Claims up to `limit` notifications stored before `before` and never published, marking them
 * published in the same statement (so two sweeping processes never take the same one), with
 * their recipients' languages for the announcement.
 */
export async function claimUnpublished(
  db: Db,
  before: Date,
  limit = 200,
): Promise<{ row: NotificationRow; language: 'ro' | 'en' }[]> {
  const result = (await db.execute(sql`
    with due as (
      select id from ${notifications}
      where ${notifications.publishedAt} is null and ${notifications.createdAt} < ${before.toISOString()}::timestamptz
      order by id limit ${limit}
      for update skip locked
    )
    update ${notifications} n set published_at = now()
    from due where n.id = due.id
    returning n.id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ notification: notifications, language: users.language })
    .from(notifications)
    .innerJoin(users, sql`${users.id} = ${notifications.userId}`)
    .where(inArray(notifications.id, ids))
    .orderBy(notifications.id);
  return rows.map(({ notification, language }) => ({
    row: notification,
    language: isLanguage(language) ? language : defaultLanguage,
  }));
}
