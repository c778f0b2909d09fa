/**
 * A Web Push message shown as a system notification. Typed structurally so the same file is
 * compiled for the worker and unit-tested in Node with a fake registration.
 */
export type PushActionLike = { action: 'extend' | 'finish'; title: string; token: string };

export type PushPayloadLike = {
  id: number;
  title: string;
  message: string;
  url: string | null;
  reservation_id: number | null;
  actions?: PushActionLike[];
};

export type ShowNotificationLike = (
  title: string,
  options: {
    body: string;
    tag: string;
    data: unknown;
    icon: string;
    badge: string;
    actions?: { action: string; title: string }[];
  },
) => Promise<unknown>;

/** The tag the page uses for the same notification (features/notifications): one notification, not two. */
export const notificationTag = (id: number) => `notification-${id}`;

/** Reads a push message's JSON; undefined when it is not one of ours. */
export function readPushPayload(json: unknown): PushPayloadLike | undefined {
  if (!json || typeof json !== 'object') return undefined;
  const p = json as Partial<PushPayloadLike>;
  if (typeof p.id !== 'number' || typeof p.title !== 'string' || typeof p.message !== 'string') return undefined;
  return {
    id: p.id,
    title: p.title,
    message: p.message,
    url: typeof p.url === 'string' ? p.url : null,
    reservation_id: typeof p.reservation_id === 'number' ? p.reservation_id : null,
    actions: Array.isArray(p.actions) ? p.actions : undefined,
  };
}

/** Shows the message; its actions' tokens ride in the notification's data for the action handler. */
export async function showPush(showNotification: ShowNotificationLike, payload: PushPayloadLike): Promise<void> {
  await showNotification(payload.title, {
    body: payload.message,
    tag: notificationTag(payload.id),
    data: { url: payload.url, reservation_id: payload.reservation_id, actions: payload.actions ?? [] },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    ...(payload.actions?.length ? { actions: payload.actions.map(({ action, title }) => ({ action, title })) } : {}),
  });
}

type PushEventLike = { data: { json: () => unknown } | null; waitUntil: (promise: Promise<unknown>) => void };

export type PushScopeLike = {
  addEventListener: (type: 'push', listener: (event: PushEventLike) => void) => void;
  registration: { showNotification: ShowNotificationLike };
};

export function registerPush(self: PushScopeLike): void {
  self.addEventListener('push', (event) => {
    let payload: PushPayloadLike | undefined;
    try {
      payload = readPushPayload(event.data?.json());
    } catch {
      payload = undefined;
    }
    if (!payload) return;
    event.waitUntil(showPush((title, options) => self.registration.showNotification(title, options), payload));
  });
}
