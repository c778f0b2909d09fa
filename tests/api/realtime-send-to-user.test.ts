import { randomUUID } from 'node:crypto';
import PusherClient from 'pusher-js';
import type { UserAuthenticationData } from 'pusher-js/types/src/core/auth/options';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { backendFor, listenOnRandomPort, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// sendToUser right after a client signs in, on this file's database (PGlite, or PostgreSQL
// with TEST_DATABASE_URL): the user-auth is the app's own /api/broadcasting/user-auth.
const key = `send-to-user-${randomUUID()}`;
const secret = 'send-to-user-test-secret';
const { app } = await createTestApp({ REALTIME_KEY: key, REALTIME_SECRET: secret });
const port = await listenOnRandomPort(app);
const backend = backendFor(port, key, secret);

const clients: PusherClient[] = [];
afterAll(() => clients.forEach((c) => c.disconnect()));

/**
 * pusher-js signing in through the app's endpoint; `afterUserAuth` runs once the endpoint
 * answered and before pusher-js sends pusher:signin (a backend reacting to the sign-in).
 */
function client(user: TestUser, afterUserAuth: () => Promise<unknown> = async () => undefined) {
  const pusher = new PusherClient(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    userAuthentication: {
      customHandler: ({ socketId }, callback) => {
        void fetch(`http://127.0.0.1:${port}/api/broadcasting/user-auth`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ socket_id: socketId }),
        })
          .then(async (res) => {
            const auth = (await res.json()) as UserAuthenticationData;
            await afterUserAuth();
            callback(null, auth);
          })
          .catch((err: Error) => callback(err, null));
      },
    },
  });
  clients.push(pusher);
  return pusher;
}

function received(pusher: PusherClient, event: string): unknown[] {
  const seen: unknown[] = [];
  pusher.user.bind(event, (data: unknown) => seen.push(data));
  return seen;
}

async function delivered(seen: unknown[]): Promise<boolean> {
  const deadline = Date.now() + 2_000;
  while (seen.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return seen.length > 0;
}

describe('sendToUser right after the sign-in', () => {
  it('delivers an event sent as soon as the user-auth answered, before pusher:signin: 10 of 10', async () => {
    const outcomes: unknown[][] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await createUser(app);
      const pusher = client(user, () => backend.sendToUser(String(user.id), 'welcome', { attempt }));
      const seen = received(pusher, 'welcome');
      await waitForConnected(pusher);
      pusher.signin();
      await delivered(seen);
      outcomes.push(seen);
      pusher.disconnect();
    }
    // Each delivered, once.
    expect(outcomes).toEqual([...Array(10).keys()].map((attempt) => [{ attempt }]));
  });

  it('delivers an event sent when the client hears pusher:signin_success: 10 of 10', async () => {
    let count = 0;
    for (let attempt = 0; attempt < 10; attempt++) {
      const user = await createUser(app);
      const pusher = client(user);
      const seen = received(pusher, 'welcome');
      pusher.connection.bind('message', (message: { event: string }) => {
        if (message.event === 'pusher:signin_success') void backend.sendToUser(String(user.id), 'welcome', { attempt });
      });
      await waitForConnected(pusher);
      pusher.signin();
      if (await delivered(seen)) count += 1;
      pusher.disconnect();
    }
    expect(count).toBe(10);
  });

  it('gives the buffered events only to that user’s sockets, and only those sent since the socket connected', async () => {
    const [user, other] = [await createUser(app), await createUser(app)];
    // Sent before any socket of the user exists: not for a socket that connects later.
    await backend.sendToUser(String(user.id), 'welcome', { n: 'before' });
    const mine = client(user, () => backend.sendToUser(String(user.id), 'welcome', { n: 'after' }));
    const theirs = client(other);
    const [seenMine, seenTheirs] = [received(mine, 'welcome'), received(theirs, 'welcome')];
    await Promise.all([waitForConnected(mine), waitForConnected(theirs)]);
    mine.signin();
    theirs.signin();
    await Promise.all([mine.user.signinDonePromise, theirs.user.signinDonePromise]);
    await expect.poll(() => seenMine, { timeout: 2_000 }).toEqual([{ n: 'after' }]);
    // Once subscribed, events come as they are sent, each once.
    await backend.sendToUser(String(user.id), 'welcome', { n: 'live' });
    await expect.poll(() => seenMine, { timeout: 2_000 }).toEqual([{ n: 'after' }, { n: 'live' }]);
    expect(seenTheirs).toEqual([]);
  });
});
