import type { notifications } from '../../db/schema/index';

/** A stored notification, as read and as written. */
export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;
