import type { AppNotification } from './api/get-notifications';

/** SPEC.md section 9: a notification closes by itself after 10 s. */
export const NOTIFICATION_CLOSE_MS = 10_000;

/** Where a tap leads: the reservation it is about, else its own link, else home. */
export function notificationPath(n: Pick<AppNotification, 'url' | 'reservation_id'>): string {
  if (n.reservation_id) return `/reservations/${n.reservation_id}`;
  if (n.url && n.url.startsWith('/') && !n.url.startsWith('//')) return n.url;
  return '/';
}

export type ShowOptions = {
  /** The service worker's registration (undefined where there is none). */
  registration: () => Promise<ServiceWorkerRegistration | undefined>;
  /** Only for the page-level fallback; the worker handles taps on its own notifications. */
  onClick: (path: string) => void;
};

const tagOf = (n: AppNotification) => `notification-${n.id}`;

/**
 * How long a notification waits for the service worker to become active (its first install
 * downloads the app's files) before the page shows it instead: Android shows only the worker's.
 */
const WORKER_WAIT_MS = 10_000;

/** The registration, or undefined if the worker does not become ready soon (then the page shows it). */
async function readyRegistration(options: ShowOptions): Promise<ServiceWorkerRegistration | undefined> {
  const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), WORKER_WAIT_MS));
  return Promise.race([options.registration().catch(() => undefined), timeout]);
}

/**
 * A system notification, through the service worker where there is one (Android shows only
 * those), else from the page. Either way it closes after 10 s. Returns false when the user
 * has not allowed notifications.
 */
export async function showSystemNotification(n: AppNotification, options: ShowOptions): Promise<boolean> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const tag = tagOf(n);
  const body = n.message;
  const data = { url: n.url, reservation_id: n.reservation_id };
  const registration = await readyRegistration(options);
  if (registration) {
    try {
      await registration.showNotification(n.title, {
        body,
        data,
        tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
      });
      setTimeout(() => {
        void registration
          .getNotifications({ tag })
          .then((shown) => shown.forEach((notification) => notification.close()))
          .catch(() => undefined);
      }, NOTIFICATION_CLOSE_MS);
      return true;
    } catch (err) {
      console.warn('The service worker could not show the notification; showing it from the page', err);
    }
  }
  try {
    const notification = new Notification(n.title, { body, data, tag, icon: '/icons/icon-192.png' });
    notification.onclick = () => {
      window.focus();
      notification.close();
      options.onClick(notificationPath(n));
    };
    setTimeout(() => notification.close(), NOTIFICATION_CLOSE_MS);
    return true;
  } catch (err) {
    // Android's Chrome refuses page notifications: nothing more to try.
    console.warn('The notification could not be shown', err);
    return false;
  }
}
