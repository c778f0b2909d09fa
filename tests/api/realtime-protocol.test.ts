import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { channelAuth } from '../../src/server/realtime/signatures';
import { createUser } from '../support/factories';
import { listenOnRandomPort, pusherClient, RawClient, waitForConnected } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

const key = `test-key-${randomUUID()}`;
const secret = 'test-secret-for-realtime';
const { app } = await createTestApp({ REALTIME_KEY: key, REALTIME_SECRET: secret });
const port = await listenOnRandomPort(app);
const socketUrl = (appKey = key) => `ws://127.0.0.1:${port}/app/${appKey}?protocol=7&client=js&version=8.6.0`;

const opened: { close: () => void }[] = [];
afterAll(() => opened.forEach((c) => c.close()));

async function raw(appKey?: string) {
  const client = await RawClient.open(socketUrl(appKey));
  opened.push(client);
  return client;
}

async function established(client: RawClient) {
  const frame = await client.next((f) => f.event === 'pusher:connection_established');
  return frame.data as { socket_id: string; activity_timeout: number };
}

describe('Pusher protocol socket server', () => {
  it('greets a connection with a socket id and the 120 s activity timeout, data as a JSON string', async () => {
    const client = await raw();
    const data = await established(client);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
    expect(typeof JSON.parse(client.raw[0] ?? '{}').data).toBe('string');
  });

  it('refuses an unknown app key with 4001 and closes', async () => {
    const client = await raw('no-such-key');
    const error = await client.next((f) => f.event === 'pusher:error');
    expect(error.data).toMatchObject({ code: 4001 });
    expect((await client.closed).code).toBe(4001);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const client = await raw();
    await established(client);
    client.send('pusher:ping', {});
    await expect(client.next((f) => f.event === 'pusher:pong')).resolves.toBeTruthy();
  });

  it('subscribes a private channel with a valid signature and delivers its events', async () => {
    const client = await raw();
    const { socket_id } = await established(client);
    const channel = 'private-App.Models.User.424242';
    client.send('pusher:subscribe', { channel, auth: channelAuth({ key, secret }, socket_id, channel) });
    await client.next((f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel);
    await app.deps.realtime.publish(channel, 'notification', { title: 'hello' });
    const event = await client.next((f) => f.event === 'notification');
    expect(event).toMatchObject({ channel, data: { title: 'hello' } });
  });

  it('refuses a forged or missing signature, a signature for another socket, and public channels', async () => {
    const client = await raw();
    const { socket_id } = await established(client);
    const other = await raw();
    const otherSocket = (await established(other)).socket_id;
    const attempts = [
      { channel: 'private-App.Models.User.1', auth: `${key}:${'0'.repeat(64)}` },
      { channel: 'private-App.Models.User.2' },
      {
        channel: 'private-App.Models.User.3',
        auth: channelAuth({ key, secret }, otherSocket, 'private-App.Models.User.3'),
      },
      {
        channel: 'private-App.Models.User.4',
        auth: channelAuth({ key, secret: 'wrong-secret' }, socket_id, 'private-App.Models.User.4'),
      },
    ];
    for (const attempt of attempts) {
      client.send('pusher:subscribe', attempt);
      const error = await client.next((f) => f.event === 'pusher:subscription_error' && f.channel === attempt.channel);
      expect(error.data).toMatchObject({ type: 'AuthError', status: 401 });
    }
    client.send('pusher:subscribe', { channel: 'news' });
    const publicError = await client.next((f) => f.event === 'pusher:subscription_error' && f.channel === 'news');
    expect(publicError.data).toMatchObject({ status: 403 });

    await app.deps.realtime.publish('private-App.Models.User.1', 'notification', { title: 'secret' });
    await app.deps.realtime.publish('news', 'notification', { title: 'public' });
    client.send('pusher:ping', {});
    await client.next((f) => f.event === 'pusher:pong');
    expect(client.frames.some((f) => f.event === 'notification')).toBe(false);
  });

  it('rejects client events', async () => {
    const client = await raw();
    await established(client);
    client.send('client-typing', { text: 'hi' }, 'private-App.Models.User.1');
    const error = await client.next((f) => f.event === 'pusher:error');
    expect(error.data).toMatchObject({ code: 4301 });
  });

  it('tells clients to reconnect at once (4200) when the server closes', async () => {
    const client = await raw();
    await established(client);
    app.deps.realtime.hub.closeAll(4200, 'Server is restarting, reconnect');
    expect((await client.closed).code).toBe(4200);
  });
});

describe('pusher-js against the embedded server', () => {
  it('connects, subscribes to its own channel and is refused another user’s', async () => {
    const [user, other] = await Promise.all([createUser(app), createUser(app)]);
    const client = pusherClient(port, key, user.token);
    opened.push({ close: () => client.disconnect() });
    await waitForConnected(client);

    const own = client.subscribe(`private-App.Models.User.${user.id}`);
    await new Promise<void>((resolve, reject) => {
      own.bind('pusher:subscription_succeeded', () => resolve());
      own.bind('pusher:subscription_error', (e: unknown) => reject(new Error(JSON.stringify(e))));
    });

    const foreign = client.subscribe(`private-App.Models.User.${other.id}`);
    const error = await new Promise<{ status: number }>((resolve) =>
      foreign.bind('pusher:subscription_error', resolve),
    );
    expect(error.status).toBe(403);

    const received = new Promise((resolve) => own.bind('notification', resolve));
    await app.deps.realtime.publish(`private-App.Models.User.${user.id}`, 'notification', { title: 'Salut' });
    await expect(received).resolves.toEqual({ title: 'Salut' });
  });

  it('signs the user in through /broadcasting/user-auth', async () => {
    const user = await createUser(app, { name: 'Ana' });
    const client = pusherClient(port, key, user.token);
    opened.push({ close: () => client.disconnect() });
    await waitForConnected(client);
    const signedIn = new Promise((resolve) => client.bind('pusher:signin_success', resolve));
    client.signin();
    const data = (await signedIn) as { user_data: string };
    expect(JSON.parse(data.user_data)).toEqual({ id: String(user.id), user_info: { name: 'Ana' } });
  });
});
