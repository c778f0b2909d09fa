import type { NotificationContract } from '../../../domain/contracts/notifications';
import { formatApiDateTime } from '../../../domain/date-time';
import type { NotificationRow } from './repository';

/** The notification as the API and the real-time event show it (PRODUCT.md field names). */
export function toNotificationView(row: NotificationRow, zone: string): NotificationContract {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    url: row.url,
    reservation_id: row.reservationId,
    created_at: formatApiDateTime(row.createdAt, zone),
    read_at: formatApiDateTime(row.readAt, zone),
  };
}

export type NotificationView = NotificationContract;
