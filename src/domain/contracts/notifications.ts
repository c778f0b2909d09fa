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
});
export type NotificationContract = z.infer<typeof notificationContract>;
