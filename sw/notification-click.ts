/**
 * A tap on a notification. Typed structurally (no WebWorker lib types) so the same file is
 * compiled for the worker and unit-tested in Node with fake clients.
 */
export type WindowClientLike = {
  url: string;
  focused?: boolean;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
};
export type ClientsLike = {
  matchAll: (options: { type: 'window'; includeUncontrolled: boolean }) => Promise<readonly WindowClientLike[]>;
  openWindow: (url: string) => Promise<unknown>;
};

export type NotificationData = { url?: string | null; reservation_id?: number | null };

export type NotificationClickEventLike = {
  /** The action button tapped; '' for the notification itself. */
  action?: string;
  notification: { close: () => void; data: unknown; tag?: string };
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The parts of the worker's global scope the click needs. */
export type ClickScopeLike = {
  addEventListener: (type: 'notificationclick', listener: (event: NotificationClickEventLike) => void) => void;
  clients: unknown;
  location: { origin: string };
};

/** /reservations/{id} when the notification carries a reservation, else its url (same origin only), else home. */
export function targetUrl(data: NotificationData | undefined, origin: string): string {
  if (data?.reservation_id) return new URL(`/reservations/${data.reservation_id}`, origin).href;
  if (data?.url) {
    try {
      const url = new URL(data.url, origin);
      if (url.origin === origin) return url.href;
    } catch {
      // not a URL: go home
    }
  }
  return new URL('/', origin).href;
}

/**
 * Focuses an open app window (the focused one first) and sends it to the target; with no
 * window of the app, or one that cannot be steered (not controlled by this worker yet),
 * opens a new window there.
 */
export async function openFromNotification(
  clients: ClientsLike,
  data: NotificationData | undefined,
  origin: string,
): Promise<void> {
  const url = targetUrl(data, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((w) => new URL(w.url).origin === origin);
  const client = own.find((w) => w.focused) ?? own[0];
  if (client) {
    try {
      await client.focus();
      await client.navigate(url);
      return;
    } catch {
      // navigate() refuses a window this worker does not control
    }
  }
  await clients.openWindow(url);
}

/**
 * A tap opens the app; a tap on an action button is handed to `onAction` (it answers false
 * when the notification has no such action, and then the app opens).
 */
export function registerNotificationClick(
  self: ClickScopeLike,
  onAction?: (action: string, data: unknown, tag: string) => Promise<boolean>,
): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as NotificationData | undefined;
    const open = () => openFromNotification(self.clients as ClientsLike, data, self.location.origin);
    const action = event.action;
    if (action && onAction) {
      const tag = event.notification.tag ?? '';
      event.waitUntil(onAction(action, event.notification.data, tag).then((done) => (done ? undefined : open())));
      return;
    }
    event.waitUntil(open());
  });
}
