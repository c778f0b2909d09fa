import type { NotificationContract } from '../../../domain/contracts/notifications';
import { formatApiDateTime } from '../../../domain/date-time';
import type { Language } from '../../lib/i18n';
import type { NotificationRow } from './rows';
import { renderNotification } from './texts';

/**
 * The notification as the API and the real-time event show it (PRODUCT.md field names), in the
 * reader's language. `asStored`: the row's title and message were just rendered in that
 * language (composeNotification), so they are used as they are.
 */
export function toNotificationView(
  row: NotificationRow,
  zone: string,
  language: Language,
  asStored = false,
): NotificationContract {
  return {
    id: row.id,
    ...(asStored ? { title: row.title, message: row.message } : renderNotification(row, language, zone)),
    url: row.url,
    reservation_id: row.reservationId,
    created_at: formatApiDateTime(row.createdAt, zone),
    read_at: formatApiDateTime(row.readAt, zone),
  };
}

export type NotificationView = NotificationContract;
