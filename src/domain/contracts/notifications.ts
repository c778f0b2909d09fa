import { z } from 'zod';
import { apiDateTime } from './common';

/** A notification as the API and the real-time event show it (PRODUCT.md field names). */
export const notificationContract = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  url: z.string().nullable(),
  reservation_id: z.number().int().nullable(),
  created_at: apiDateTime,
  /** When the user read it (opened it, or marked all read); null while unread. */
  read_at: apiDateTime.nullable(),
});
export type NotificationContract = z.infer<typeof notificationContract>;

/** How many of the user's notifications are unread (the header's bell). */
export const notificationsMeta = z.object({ unread: z.number().int().nonnegative() });

/** GET /notifications: `{data: [...], meta: {unread}}`. */
export const notificationsBody = z.object({ data: z.array(notificationContract), meta: notificationsMeta });
export type NotificationsBody = z.infer<typeof notificationsBody>;

/** POST /notifications/read's answer: the unread count after marking. */
export const notificationsReadBody = z.object({ meta: notificationsMeta });
export type NotificationsReadBody = z.infer<typeof notificationsReadBody>;

const notificationId = z.number().int().min(1).max(2_147_483_647);

/**
 * POST /notifications/read: `{up_to_id}` marks every notification up to that id read ("mark
 * all read": the newest the inbox shows), `{id}` marks one (the one the user opened). One of
 * the two (the server says so when both or neither come).
 */
export const markNotificationsReadSchema = z.object({
  up_to_id: notificationId.optional(),
  id: notificationId.optional(),
});
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** GET /notifications: `after` an id (what came since), or the latest ones without it. */
export const listNotificationsQuery = z.object({ after: z.coerce.number().int().min(0).max(2_147_483_647).optional() });
export type ListNotificationsRequest = z.input<typeof listNotificationsQuery>;
