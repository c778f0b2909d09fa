/** What the click handler needs of the worker's clients, so it can be tested with fakes. */
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

/** /reservations/{id} when the notification carries a reservation, else its url, else home. */
export function targetUrl(data: NotificationData | undefined, origin: string): string {
  if (data?.reservation_id) return new URL(`/reservations/${data.reservation_id}`, origin).href;
  if (data?.url) {
    const url = new URL(data.url, origin);
    if (url.origin === origin) return url.href;
  }
  return new URL('/', origin).href;
}

/** Focuses an open app window and sends it to the target, or opens a new window there. */
export async function openFromNotification(clients: ClientsLike, data: NotificationData | undefined, origin: string): Promise<void> {
  const url = targetUrl(data, origin);
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((w) => new URL(w.url).origin === origin);
  const client = own.find((w) => w.focused) ?? own[0];
  if (client) {
    await client.focus();
    await client.navigate(url);
    return;
  }
  await clients.openWindow(url);
}

export function registerNotificationClick(self: ServiceWorkerGlobalScope): void {
  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as NotificationData | undefined;
    event.waitUntil(openFromNotification(self.clients as unknown as ClientsLike, data, self.location.origin));
  });
}
