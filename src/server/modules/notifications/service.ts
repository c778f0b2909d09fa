import type { Deps } from '../../deps';
import { emitSafely } from '../../lib/app-events';
import { defaultLanguage, isLanguage, translate, type Language, type ServerMessage } from '../../lib/i18n';
import { userChannel } from '../../realtime/protocol';
import { findUserById } from '../users/index';
import { toNotificationView, type NotificationView } from './presenter';
import { claimUnpublished, OUTBOX_GRACE_MS, recordPublished } from './outbox';
import { insertNotification, type NotificationRow } from './repository';
import { formatInZone } from '../../../domain/zoned-time';

/** The real-time event name of a stored notification on private-App.Models.User.{id}. */
export const NOTIFICATION_EVENT = 'notification';
/**
 * The same notification as Laravel broadcasts it, so `Echo.private('App.Models.User.' + id)
 * .notification(cb)` fires: the event name of Laravel's BroadcastNotificationCreated, the
 * payload with the notification's `type` and `id` (docs/realtime.md).
 */
export const LARAVEL_NOTIFICATION_EVENT = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';

/** A value of a message: text as is; a Date as 'DD/MM/YYYY HH:mm' in the app zone; a message translated. */
export type NotificationValue = string | number | Date | ServerMessage;

export type NotifyInput = {
  userId: number;
  /** What happened, e.g. 'reservation.received' or 'document.expiring'. */
  type: string;
  title: ServerMessage;
  message: ServerMessage;
  values?: Record<string, NotificationValue>;
  url?: string | null;
  reservationId?: number | null;
  /** Makes the notification exactly-once: a second call with the same key does nothing. */
  dedupeKey?: string;
};

export type NotifyDeps = Pick<Deps, 'db' | 'realtime' | 'config' | 'now' | 'events' | 'log'>;

function renderValues(values: Record<string, NotificationValue>, language: Language, zone: string) {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (value instanceof Date) return [name, formatInZone(value.getTime(), zone, 'dd/MM/yyyy HH:mm')];
      if (typeof value === 'object') return [name, translate(language, value)];
      return [name, value];
    }),
  );
}

/** The row of a notification written in the recipient's language (`language` as stored on the user). */
export function composeNotification(
  input: NotifyInput,
  storedLanguage: string,
  zone: string,
  now: Date,
): Omit<NotificationRow, 'id' | 'readAt' | 'publishedAt'> & { language: Language } {
  const language = isLanguage(storedLanguage) ? storedLanguage : defaultLanguage;
  const values = renderValues(input.values ?? {}, language, zone);
  return {
    language,
    userId: input.userId,
    type: input.type,
    title: translate(language, input.title, values),
    message: translate(language, input.message, values),
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
  known?: { noDevice?: boolean; publishRecorded?: boolean },
): Promise<NotificationView> {
  const view = toNotificationView(row, deps.config.APP_TIMEZONE);
  await deps.realtime.publish(userChannel(row.userId), NOTIFICATION_EVENT, view);
  await deps.realtime.publish(userChannel(row.userId), LARAVEL_NOTIFICATION_EVENT, { ...view, type: row.type });
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
 * Stores a notification written in the recipient's language, then delivers it
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
  return row ? announceNotification(deps, row, language) : null;
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
