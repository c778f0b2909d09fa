import { globalAgent } from 'node:https';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pushSubscriptions } from '../../src/server/db/schema/index';
import { createUser, type TestUser } from '../support/factories';
import { grantCredits } from '../support/fixtures-parking';
import { browserKeys, decryptPush, startPushService, type BrowserKeys } from '../support/push-service';
import { createTestApp } from '../support/test-app';

// The stand-in push service is the allowed host "localhost"; the browsers' services are allowed
// by the usual patterns. Every trick below aims at 127.0.0.1, where the stand-in listens.
const push = await startPushService();
afterAll(() => push.close());
globalAgent.options.ca = push.ca;
const port = new URL(push.url).port;
const { app } = await createTestApp({
  PUSH_SERVICE_HOSTS: 'localhost,fcm.googleapis.com,*.push.apple.com',
});

// web-push itself, watched (calls go through): what it is handed is what the server would reach.
const sent = vi.spyOn(webpush, 'sendNotification');
beforeEach(() => {
  sent.mockClear();
  push.received.length = 0;
});

const post = (user: TestUser, endpoint: string, keys: BrowserKeys) =>
  app.inject({
    method: 'POST',
    url: '/api/push-subscriptions',
    headers: { ...user.headers, 'accept-language': 'en' },
    payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });

const storedOf = (user: TestUser) =>
  app.deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));

/** A notification for the user (credits granted), and time for its push to go out. */
async function notify(user: TestUser) {
  await grantCredits(app, user, 5);
  await new Promise((resolve) => setTimeout(resolve, 300));
}

const SSRF = [
  // One parser reads a push.apple.com name, web-push's (url.parse) reads 127.0.0.1.
  `https://127.0.0.1%2epush%2eapple%2ecom:${port}/x`,
  'https://127.0.0.1%2epush%2eapple%2ecom/x',
  `https://web%2epush%2eapple%2ecom:${port}/x`,
  // IPv6 literals, decimal and hex addresses of loopback.
  `https://[::1]:${port}/x`,
  `https://[::ffff:127.0.0.1]:${port}/x`,
  `https://2130706433:${port}/x`,
  `https://0x7f000001:${port}/x`,
  `https://127.1:${port}/x`,
  // Userinfo that names an allowed host, or hides the real one.
  `https://localhost@127.0.0.1:${port}/x`,
  `https://web.push.apple.com@127.0.0.1:${port}/x`,
  `https://user:pass@localhost:${port}/x`,
  `https://127.0.0.1:${port}\\@web.push.apple.com/x`,
  `https://localhost.:${port}/x`,
];

describe('web push endpoints', () => {
  it('stores the normalized URL the allow-list checked, and web-push is handed that same URL', async () => {
    const user = await createUser(app);
    const keys = browserKeys();
    expect((await post(user, `https://LOCALHOST:${port}/push/a/../device-1#fragment`, keys)).statusCode).toBe(204);
    const normalized = `https://localhost:${port}/push/device-1`;
    expect((await storedOf(user)).map((s) => s.endpoint)).toEqual([normalized]);

    await notify(user);
    const [message] = await push.waitFor(1, '/push/device-1');
    expect(sent.mock.calls.map(([subscription]) => subscription.endpoint)).toEqual([normalized]);
    expect(decryptPush(message!, keys)).toMatchObject({ title: expect.any(String) });
  });

  it('refuses every SSRF trick with 422, storing nothing, and web-push is never called for them', async () => {
    const user = await createUser(app);
    const keys = browserKeys();
    expect((await post(user, `https://localhost:${port}/push/own`, keys)).statusCode).toBe(204);
    for (const endpoint of SSRF) {
      const res = await post(user, endpoint, keys);
      expect(res.statusCode, endpoint).toBe(422);
      expect(res.json().errors.endpoint, endpoint).toEqual(['This browser push service is not supported.']);
      const renewal = await app.inject({
        method: 'POST',
        url: '/api/push-subscriptions/renewal',
        payload: {
          old_endpoint: `https://localhost:${port}/push/own`,
          endpoint,
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        },
      });
      expect(renewal.statusCode, endpoint).toBe(422);
    }
    expect((await storedOf(user)).map((s) => s.endpoint)).toEqual([`https://localhost:${port}/push/own`]);

    // A row written before the check (or under a list since narrowed) is dropped unsent.
    const legacy = `https://127.0.0.1%2epush%2eapple%2ecom:${port}/legacy`;
    await app.deps.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: legacy, p256dh: keys.p256dh, auth: keys.auth });
    await notify(user);
    await push.waitFor(1, '/push/own');
    expect(sent.mock.calls.map(([subscription]) => subscription.endpoint)).toEqual([
      `https://localhost:${port}/push/own`,
    ]);
    expect(push.received.map((r) => r.path)).toEqual(['/push/own']);
    expect((await storedOf(user)).map((s) => s.endpoint)).toEqual([`https://localhost:${port}/push/own`]);
  });

  it('answers 409 to a known endpoint posted by another user, and its owner keeps the device', async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const ownerKeys = browserKeys();
    const otherKeys = browserKeys();
    const endpoint = `https://localhost:${port}/push/owners-phone`;
    expect((await post(owner, endpoint, ownerKeys)).statusCode).toBe(204);

    const taken = await post(other, endpoint.replace('localhost', 'LocalHost'), otherKeys);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This device already receives the notifications of another account.');
    // Nor through a renewal of the other user's own subscription.
    expect((await post(other, `https://localhost:${port}/push/others-phone`, otherKeys)).statusCode).toBe(204);
    const renewal = await app.inject({
      method: 'POST',
      url: '/api/push-subscriptions/renewal',
      payload: {
        old_endpoint: `https://localhost:${port}/push/others-phone`,
        endpoint,
        keys: { p256dh: otherKeys.p256dh, auth: otherKeys.auth },
      },
    });
    expect(renewal.statusCode).toBe(409);
    expect((await storedOf(other)).map((s) => s.endpoint)).toEqual([`https://localhost:${port}/push/others-phone`]);
    expect(await storedOf(owner)).toMatchObject([{ endpoint, p256dh: ownerKeys.p256dh, auth: ownerKeys.auth }]);

    await notify(owner);
    const [message] = await push.waitFor(1, '/push/owners-phone');
    expect(decryptPush(message!, ownerKeys)).toMatchObject({ title: expect.any(String) });
  });

  it('lets the next account signed in on the browser take the device once the first signed out', async () => {
    const first = await createUser(app);
    const next = await createUser(app);
    const endpoint = `https://localhost:${port}/push/shared-browser`;
    expect((await post(first, endpoint, browserKeys())).statusCode).toBe(204);
    expect((await app.inject({ method: 'GET', url: '/api/logout', headers: first.headers })).statusCode).toBe(200);
    expect((await post(next, endpoint, browserKeys())).statusCode).toBe(204);
    expect((await storedOf(next)).map((s) => s.endpoint)).toEqual([endpoint]);
    expect(await storedOf(first)).toEqual([]);
  });
});
