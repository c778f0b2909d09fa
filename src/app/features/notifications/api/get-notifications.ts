import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsRead,
  NotificationContract,
  NotificationsBody,
  NotificationsReadBody,
} from '../../../../domain/contracts/notifications';
import { api } from '../../../lib/api';
import { formatApiDateTime } from '../../../../domain/date-time';
import { notificationKeys } from '../../../lib/query-keys';

/** A notification as the API and the real-time event carry it (written in the user's language). */
export type AppNotification = NotificationContract;

/** The server answers at most this many after an id: ask again while a page comes back full. */
export const NOTIFICATIONS_PAGE = 100;

/** GET /notifications?after=<id>: the ones since `after`, oldest first; without it the latest; with the unread count. */
export async function getNotifications(after?: number): Promise<NotificationsBody> {
  return api.get<NotificationsBody>('notifications', { searchParams: { after } });
}

/** POST /notifications/read: `{id}` (one opened) or `{up_to_id}` (mark all read); the unread count after. */
export async function markNotificationsRead(target: MarkNotificationsRead): Promise<NotificationsReadBody> {
  return api.post<NotificationsReadBody>('notifications/read', { json: target });
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

/** The inbox as it is once `target` is read (what the screen shows at once, before the server answers). */
export function readLocally(inbox: NotificationsBody, target: MarkNotificationsRead, at: string): NotificationsBody {
  const reads = (n: AppNotification) =>
    n.read_at === null && (target.id !== undefined ? n.id === target.id : n.id <= (target.up_to_id ?? 0));
  const newlyRead = inbox.data.filter(reads).length;
  return {
    data: inbox.data.map((n) => (reads(n) ? { ...n, read_at: at } : n)),
    meta: { unread: Math.max(0, inbox.meta.unread - newlyRead) },
  };
}

/**
 * Marks read at once on the screen (and in the device's copy); the server is told now, or
 * when the signal returns (the call waits, paused, while offline).
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    networkMode: 'online',
    onMutate: async (target) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.inbox() });
      const at = formatApiDateTime(new Date(), 'Europe/Bucharest');
      queryClient.setQueryData<NotificationsBody>(notificationKeys.inbox(), (inbox) =>
        inbox ? readLocally(inbox, target, at) : inbox,
      );
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<NotificationsBody>(notificationKeys.inbox(), (inbox) =>
        inbox ? { ...inbox, meta: answer.meta } : inbox,
      ),
  });
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
