import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MarkNotificationsRead,
  NotificationsBody,
  NotificationsReadBody,
} from '../../../../domain/contracts/notifications';
import { formatApiDateTime } from '../../../../domain/date-time';
import { call } from '../../../lib/api-call';
import { notificationKeys } from '../../../lib/query-keys';
import type { AppNotification } from './get-notifications';

// Marking read lives apart from the inbox's query: the bell, on every screen (the first load
// included), needs only the query.

/** POST /notifications/read: `{id}` (one opened) or `{up_to_id}` (mark all read); the unread count after. */
export async function markNotificationsRead(target: MarkNotificationsRead): Promise<NotificationsReadBody> {
  return call('POST /notifications/read', { json: target });
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
      await queryClient.cancelQueries({ queryKey: notificationKeys.inboxes() });
      const at = formatApiDateTime(new Date(), 'Europe/Bucharest');
      queryClient.setQueriesData<NotificationsBody>({ queryKey: notificationKeys.inboxes() }, (inbox) =>
        inbox ? readLocally(inbox, target, at) : inbox,
      );
    },
    onSuccess: (answer) =>
      queryClient.setQueriesData<NotificationsBody>({ queryKey: notificationKeys.inboxes() }, (inbox) =>
        inbox ? { ...inbox, meta: answer.meta } : inbox,
      ),
  });
}
