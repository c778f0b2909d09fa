import type { FastifyInstance } from 'fastify';

export type NotificationJson = {
  id: number;
  title: string;
  message: string;
  url: string | null;
  reservation_id: number | null;
  created_at: string;
  read_at: string | null;
};

export async function listNotifications(app: FastifyInstance, headers: Record<string, string>, after?: number) {
  const url = after === undefined ? '/api/notifications' : `/api/notifications?after=${after}`;
  const res = await app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: NotificationJson[] }).data;
}

/**
 * Notifications from domain events are sent after the change commits, asynchronously:
 * wait until the user's list holds `count` of them (or fail after a few seconds).
 */
export async function waitForNotifications(
  app: FastifyInstance,
  headers: Record<string, string>,
  match: (n: NotificationJson) => boolean,
  count = 1,
): Promise<NotificationJson[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const found = (await listNotifications(app, headers)).filter(match);
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
