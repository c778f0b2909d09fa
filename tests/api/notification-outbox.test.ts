import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type PusherClient from 'pusher-js';
import { afterAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/server/db/schema/index';
import { flushPublished } from '../../src/server/modules/notifications/outbox';
import { notifyUser, publishMissedNotifications } from '../../src/server/modules/notifications/index';
import { insertNotification } from '../../src/server/modules/notifications/repository';
import { createUser, type TestUser } from '../support/factories';
import { listenOnRandomPort, pusherClient, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// The notifications table as the real-time events' outbox (modules/notifications/outbox.ts).
const key = `outbox-${randomUUID().slice(0, 8)}`;
const { app, clock } = await createTestApp({ REALTIME_KEY: key });
const port = await listenOnRandomPort(app);
const clients: PusherClient[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

async function listening(user: TestUser): Promise<number[]> {
  const client = pusherClient(port, key, user.token);
  clients.push(client);
  const ids: number[] = [];
  const channel = client.subscribe(`private-App.Models.User.${user.id}`);
  await new Promise<void>((resolve) => channel.bind('pusher:subscription_succeeded', () => resolve()));
  channel.bind('notification', (data: { id: number }) => ids.push(data.id));
  await waitForConnected(client);
  return ids;
}

const stored = (user: TestUser, title: string) =>
  insertNotification(app.deps.db, {
    userId: user.id,
    type: 'test.outbox',
    title,
    message: 'A process died before publishing this.',
    createdAt: app.deps.now(),
  });

const publishedAt = async (id: number) =>
  (await app.deps.db.select().from(notifications).where(eq(notifications.id, id)))[0]?.publishedAt ?? null;

describe('the notification outbox', () => {
  it('records each publish, and the sweep publishes once what a dead process stored and never published', async () => {
    const user = await createUser(app);
    const heard = await listening(user);

    // Published the ordinary way: recorded, and left alone by the sweep.
    const announced = await notifyUser(app.deps, {
      userId: user.id,
      type: 'test.outbox',
      messageId: 'credits.added',
      values: { amount: 5 },
    });
    await flushPublished(app.deps.db);
    expect(await publishedAt(announced!.id)).not.toBeNull();

    // Stored in a transaction that committed, then the process died: never published.
    const lost = await stored(user, 'Lost');
    expect(await publishedAt(lost!.id)).toBeNull();
    // Too fresh for the sweep: its own process may still be publishing it.
    expect(await publishMissedNotifications(app.deps)).toBe(0);
    clock.advance(11_000);
    // Two sweeps at once (two processes): it is published once.
    const swept = await Promise.all([publishMissedNotifications(app.deps), publishMissedNotifications(app.deps)]);
    expect(swept.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await publishedAt(lost!.id)).not.toBeNull();
    await expect.poll(() => heard.includes(lost!.id)).toBe(true);
    expect(heard.filter((id) => id === lost!.id)).toHaveLength(1);
    expect(heard.filter((id) => id === announced!.id)).toHaveLength(1);
    expect(await publishMissedNotifications(app.deps)).toBe(0);
    clock.reset();
  });
});
