import { z } from 'zod';
import { errorBody } from './common';

/** POST /reservations/{id}/extend: {minutes} or {end_time} ('YYYY-MM-DD HH:mm:ss' in the app zone). */
export const extendRequest = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .nullish(),
  end_time: z.string().max(40).nullish(),
});
export type ExtendRequest = z.infer<typeof extendRequest>;

/** The 409 of an extension: the lot is taken from next_start ('YYYY-MM-DD HH:mm:ss'). */
export const extendConflictBody = errorBody.extend({ next_start: z.string().nullish() });

/** POST /reservations/{id}/actions {token}: a notification's action, performed without a session. */
export const notificationActionRequest = z.object({ token: z.string().min(1).max(1000) });

/** What the service worker shows after an action: one line in the recipient's language. */
export const notificationActionResult = z.object({
  action: z.enum(['extend', 'finish']),
  reservation_id: z.number().int(),
  end_time: z.string().nullable(),
  title: z.string(),
  message: z.string(),
});
export type NotificationActionResult = z.infer<typeof notificationActionResult>;
