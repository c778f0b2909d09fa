import type { NotificationContract } from '../../../domain/contracts/notifications';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Language } from '../../lib/i18n';
import type { NotificationRow } from './rows';
import { renderNotification } from './texts';

/** The notification as the API and the real-time event show it (PRODUCT.md field names), in the reader's language. */
export function toNotificationView(row: NotificationRow, zone: string, language: Language): NotificationContract {
  return {
    id: row.id,
    ...renderNotification(row, language, zone),
    url: row.url,
    reservation_id: row.reservationId,
    created_at: formatApiDateTime(row.createdAt, zone),
    read_at: formatApiDateTime(row.readAt, zone),
  };
}

export type NotificationView = NotificationContract;
