import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationContract, NotificationsBody } from '../../../../domain/contracts/notifications';
import { call } from '../../../lib/api-call';
import { notificationKeys } from '../../../lib/query-keys';

/** A notification as the API and the real-time event carry it (written in the user's language). */
export type AppNotification = NotificationContract;

/** The server answers at most this many after an id: ask again while a page comes back full. */
export const NOTIFICATIONS_PAGE = 100;

/** GET /notifications?after=<id>: the ones since `after`, oldest first; without it the latest; with the unread count. */
export async function getNotifications(after?: number): Promise<NotificationsBody> {
  return call('GET /notifications', { searchParams: { after } });
}

/** The inbox: the latest notifications and the unread count (kept on the device for use offline). */
export const inboxQuery = () =>
  queryOptions({
    queryKey: notificationKeys.inbox(),
    queryFn: () => getNotifications(),
    staleTime: 60_000,
  });

export function useInbox(enabled = true) {
  return useQuery({ ...inboxQuery(), enabled });
}

/** A real-time payload, checked: the socket is not trusted to carry the right shape. */
export function asNotification(data: unknown): AppNotification | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const n = data as Record<string, unknown>;
  if (typeof n.id !== 'number' || typeof n.title !== 'string') return undefined;
  return {
    id: n.id,
    title: n.title,
    message: typeof n.message === 'string' ? n.message : '',
    url: typeof n.url === 'string' ? n.url : null,
    reservation_id: typeof n.reservation_id === 'number' ? n.reservation_id : null,
    created_at: typeof n.created_at === 'string' ? n.created_at : '',
    read_at: typeof n.read_at === 'string' ? n.read_at : null,
  };
}
