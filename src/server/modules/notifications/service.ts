import type { Deps } from '../../deps';
import { emitSafely } from '../../lib/app-events';
import { defaultLanguage, isLanguage, type Language } from '../../lib/i18n';
import { userChannel } from '../../realtime/protocol';
import { findUserById } from '../users/index';
import { toNotificationView, type NotificationView } from './presenter';
import { claimUnpublished, OUTBOX_GRACE_MS, recordPublished } from './outbox';
import { insertNotification } from './repository';
import type { NotificationRow } from './rows';
import { renderNotification, storedParams, type NotificationMessageId, type NotificationValue } from './texts';

/** The real-time event name of a stored notification on private-App.Models.User.{id}. */
export const NOTIFICATION_EVENT = 'notification';
/**
 * The same notification as Laravel broadcasts it, so `Echo.private('App.Models.User.' + id)
 * .notification(cb)` fires: the event name of Laravel's BroadcastNotificationCreated, the
 * payload with the notification's `type` and `id` (docs/realtime.md).
 */
export const LARAVEL_NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

export type NotifyInput = {
  userId: number;
  /** What happened, e.g. 'reservation.received' or 'document.expiring'. */
  type: string;
  /** What it says (texts.ts), rendered in the reader's language whenever it is read or sent. */
  messageId: NotificationMessageId;
  /** Its parameters: a Date reads 'DD/MM/YYYY HH:mm' in the app zone, a message is translated. */
  values?: Record<string, NotificationValue>;
  url?: string | null;
  reservationId?: number | null;
  /** Makes the notification exactly-once: a second call with the same key does nothing. */
  dedupeKey?: string;
};

export type NotifyDeps = Pick<Deps, 'db' | 'realtime' | 'config' | 'now' | 'events' | 'log'>;

/**
 * The row of a notification: its message id and parameters, and the title and message as
 * they read now in the recipient's language (`language` as stored on the user).
 */
export function composeNotification(
  input: NotifyInput,
  storedLanguage: string,
  zone: string,
  now: Date,
): Omit<NotificationRow, 'id' | 'readAt' | 'publishedAt'> & { language: Language } {
  const language = isLanguage(storedLanguage) ? storedLanguage : defaultLanguage;
  const params = storedParams(input.values ?? {});
  return {
    language,
    userId: input.userId,
    type: input.type,
    messageId: input.messageId,
    params,
    ...renderNotification({ messageId: input.messageId, params, title: '', message: '' }, language, zone),
    url: input.url ?? null,
    reservationId: input.reservationId ?? null,
    dedupeKey: input.dedupeKey ?? null,
    createdAt: now,
  };
}

/**
 * Delivers a stored notification: publishes it on the recipient's private channel (as itself
 * and as Laravel's BroadcastNotificationCreated) and announces it ('notification.stored') for
 * Web Push. Only after the transaction that stored it committed.
 */
export async function announceNotification(
  deps: NotifyDeps,
  row: NotificationRow,
  language: Language,
  known?: { noDevice?: boolean; publishRecorded?: boolean; renderedIn?: Language },
): Promise<NotificationView> {
  // In the recipient's language at the moment it is sent (the realtime event, the toast, Web
  // Push): as composed when it was composed just now in that language, else rendered again.
  const view = toNotificationView(row, deps.config.APP_TIMEZONE, language, known?.renderedIn === language);
  // Both at once, in this order (Redis answers commands in the order they were sent).
  await Promise.all([
    deps.realtime.publish(userChannel(row.userId), NOTIFICATION_EVENT, view),
    deps.realtime.publish(userChannel(row.userId), LARAVEL_NOTIFICATION_EVENT, { ...view, type: row.type }),
  ]);
  // Published: the outbox sweep leaves it alone (outbox.ts).
  if (!known?.publishRecorded) recordPublished(deps.db, row.id);
  // The same notification, by Web Push to the user's devices (modules/push), with the same id.
  emitSafely(
    deps.events,
    'notification.stored',
    { userId: row.userId, type: row.type, language, notification: view, noDevice: known?.noDevice },
    (err) => deps.log.error({ err, notificationId: view.id }, 'notification.stored subscriber failed'),
  );
  return view;
}

/**
 * Stores a notification (its message id and parameters), then delivers it in the recipient's language
 * (announceNotification). Call it after the change it reports has committed (it uses deps.db).
 * Returns the notification, or null when the dedupe key was already used or the user is gone.
 * `known`: the recipient's language when the caller read it already (saves a query).
 */
export async function notifyUser(
  deps: NotifyDeps,
  input: NotifyInput,
  known?: { language: string },
): Promise<NotificationView | null> {
  const user = known ? { id: input.userId, language: known.language } : await findUserById(deps.db, input.userId);
  if (!user) return null;
  const { language, ...values } = composeNotification(input, user.language, deps.config.APP_TIMEZONE, deps.now());
  const row = await insertNotification(deps.db, values);
  return row ? announceNotification(deps, row, language, { renderedIn: language }) : null;
}

/**
 * The outbox sweep (a job, every process): publishes the notifications that stayed unpublished
 * past OUTBOX_GRACE_MS, because the process that stored them died before publishing. Returns how many.
 */
export async function publishMissedNotifications(deps: NotifyDeps): Promise<number> {
  const due = await claimUnpublished(deps.db, new Date(deps.now().getTime() - OUTBOX_GRACE_MS));
  for (const { row, language } of due) await announceNotification(deps, row, language, { publishRecorded: true });
  return due.length;
}
