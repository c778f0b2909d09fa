import type { PushActionLike, ShowNotificationLike } from './push-display';

/**
 * A tap on a notification's action button ("Extend 30 min", "Finish now"). The worker has no
 * session: it posts the action's single-use token and shows what the server answered (in the
 * driver's language) as a new notification with the same tag. Typed structurally, tested
 * in Node with a fake fetch.
 */
export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string },
) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

export type ActionData = { reservation_id?: number | null; actions?: PushActionLike[] };

export type ActionDeps = { fetch: FetchLike; showNotification: ShowNotificationLike; origin: string };

/** Fallback when the server gave no text (no connection): in both languages, short. */
const OFFLINE = { title: 'Loc Liber', message: 'Nu s-a putut trimite / Could not be sent.' };

/** Performs the action named `action` of a notification; false when it carries no such action. */
export async function performNotificationAction(
  action: string,
  data: ActionData | undefined,
  tag: string,
  deps: ActionDeps,
): Promise<boolean> {
  const chosen = data?.actions?.find((a) => a.action === action);
  const id = data?.reservation_id;
  if (!chosen || !id) return false;
  let title = OFFLINE.title;
  let message = OFFLINE.message;
  try {
    const res = await deps.fetch(new URL(`/api/reservations/${id}/actions`, deps.origin).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ token: chosen.token }),
    });
    const body = (await res.json().catch(() => ({}))) as { title?: unknown; message?: unknown };
    if (typeof body.message === 'string') message = body.message;
    if (typeof body.title === 'string') title = body.title;
  } catch {
    // no connection: the fallback text says so
  }
  await deps.showNotification(title, {
    body: message,
    tag,
    // No actions on the result: a tap opens the reservation.
    data: { url: `/reservations/${id}`, reservation_id: id, actions: [] },
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
  });
  return true;
}
