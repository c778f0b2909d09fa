import { useLingui } from '@lingui/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationContract, NotificationsBody } from '../../../../domain/contracts/notifications';
import { call } from '../../../lib/api-call';
import { currentLanguage } from '../../../lib/i18n';
import type { Language } from '../../../lib/languages';
import { notificationKeys } from '../../../lib/query-keys';

/** A notification as the API and the real-time event carry it (written in the user's language). */
export type AppNotification = NotificationContract;

/** The server answers at most this many after an id: ask again while a page comes back full. */
export const NOTIFICATIONS_PAGE = 100;

/**
 * GET /notifications?after=<id>: the ones since `after`, oldest first; without it the latest; with
 * the unread count. Written in `language` when given, else in the app's.
 */
export async function getNotifications(after?: number, language?: Language): Promise<NotificationsBody> {
  return call('GET /notifications', {
    searchParams: { after },
    headers: language ? { 'Accept-Language': language } : undefined,
  });
}

/**
 * The inbox in one language: the latest notifications and the unread count (kept on the device
 * for use offline). Keyed by the language its texts are written in, so an answer asked for in
 * the previous language (the sign-in's first screen, before the account's language is adopted)
 * never shows once the app speaks another.
 */
export const inboxQuery = (language: Language) =>
  queryOptions({
    queryKey: notificationKeys.inbox(language),
    queryFn: () => getNotifications(undefined, language),
    staleTime: 60_000,
  });

export function useInbox(enabled = true) {
  // Subscribed to the language, so the inbox follows a switch; read as the route's loader reads it.
  useLingui();
  return useQuery({ ...inboxQuery(currentLanguage()), enabled });
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
