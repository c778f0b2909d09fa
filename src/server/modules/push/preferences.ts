import { eq } from 'drizzle-orm';
import type { NotifyPreferences } from '../../../domain/contracts/push';
import type { Db } from '../../db/client';
import { notificationPreferences } from '../../db/schema/index';

// Which notifications an account wants (all of them until it says otherwise): read by the push
// sender before each push and by the account's answer, written by the account's settings.

const defaultPreferences: NotifyPreferences = {
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
