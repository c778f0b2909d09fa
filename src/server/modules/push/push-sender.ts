import type { Deps } from '../../deps';
import type { NotificationStoredEvent } from '../../lib/app-events';
import { defaultLanguage, isLanguage } from '../../lib/i18n';
import { vapidKeys } from '../../lib/vapid-keys';
import { pushPayloadOf, preferenceOf } from './push-payload';
import { normalizedPushEndpoint } from './push-service-hosts';
import { findPreferences } from './preferences';
import { deleteSubscription, liveSubscriptions } from './repository';

export type PushDeps = Pick<Deps, 'db' | 'config' | 'now' | 'log' | 'metrics'>;

/** How long a push service keeps a message for an offline device (seconds). */
const TTL_SECONDS = 60 * 60;

/**
 * Sends a stored notification to each of the recipient's live subscriptions whose
 * preference allows its type, encrypted for that device (RFC 8291) and signed with the
 * VAPID key (RFC 8292). A push service answering 404 or 410 has forgotten the
 * subscription: it is removed, as is one whose endpoint is no longer allowed. Returns how many
 * were accepted.
 */
export async function pushNotification(deps: PushDeps, event: NotificationStoredEvent): Promise<number> {
  // Devices first: most users have none, and then one statement is all a notification costs
  // (none when the sender read that already).
  if (event.noDevice) return 0;
  const now = deps.now();
  const subscriptions = await liveSubscriptions(deps.db, event.userId, now);
  if (subscriptions.length === 0) return 0;
  const preferences = await findPreferences(deps.db, event.userId);
  if (!preferences[preferenceOf(event.type)]) return 0;
  const language = isLanguage(event.language) ? event.language : defaultLanguage;
  const payload = JSON.stringify(await pushPayloadOf(deps.db, event, language, now));
  const vapidDetails = await vapidKeys(deps.config, deps.db);
  // Loaded with the first push to a device (11 MiB), not at start.
  const { default: webpush } = await import('web-push');
  const results = await Promise.all(
    subscriptions.map(async (subscription) => {
      // web-push gets only an endpoint that is its own normalized form on the allowed hosts: a
      // row stored before the check, or under a list since narrowed, is dropped unsent.
      if (normalizedPushEndpoint(subscription.endpoint, deps.config.PUSH_SERVICE_HOSTS) !== subscription.endpoint) {
        await deleteSubscription(deps.db, subscription.endpoint);
        return false;
      }
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          payload,
          {
            vapidDetails,
            TTL: TTL_SECONDS,
            urgency: event.type === 'reservation.ending_soon' ? 'high' : 'normal',
            timeout: 10_000,
          },
        );
        deps.metrics.countPush('sent');
        return true;
      } catch (err) {
        if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
          deps.metrics.countPush('gone');
          await deleteSubscription(deps.db, subscription.endpoint);
        } else {
          deps.metrics.countPush('failed');
          deps.log.warn({ err, notificationId: event.notification.id }, 'web push failed');
        }
        return false;
      }
    }),
  );
  return results.filter(Boolean).length;
}
