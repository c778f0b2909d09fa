import { randomUUID } from 'node:crypto';
import Pusher from 'pusher';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { loadOrCreateSecret } from '../../src/server/lib/instance-secrets';
import { REALTIME_SECRET_NAME } from '../../src/server/realtime/credentials';
import { userChannel } from '../../src/server/realtime/protocol';
import { channelAuth } from '../../src/server/realtime/signatures';
import { createUser } from '../support/factories';
import { listenOnRandomPort, RawClient } from '../support/realtime-clients';
import { createTestApp } from '../support/test-app';

// No REALTIME_SECRET: the server must generate one, never sign with a value from the source.
const key = `key-${randomUUID()}`;
const { app, database } = await createTestApp({ REALTIME_KEY: key });
const port = await listenOnRandomPort(app);
const opened: RawClient[] = [];
afterAll(() => opened.forEach((c) => c.close()));

async function subscribeWith(secret: string, channel: string) {
  const client = await RawClient.open(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0`);
  opened.push(client);
  const established = await client.next((f) => f.event === 'pusher:connection_established');
  const socketId = (established.data as { socket_id: string }).socket_id;
  client.send('pusher:subscribe', { channel, auth: channelAuth({ key, secret }, socketId, channel) });
  return client.next((f) => f.channel === channel && f.event !== 'pusher:connection_established');
}

const guessedSecrets = ['loc-liber-development-secret', 'secret', 'changeme', 'loc-liber-key', key, ''];

describe('real-time secret without REALTIME_SECRET', () => {
  it('refuses a subscription signed with any fixed or guessed secret', async () => {
    const victim = await createUser(app);
    for (const guess of guessedSecrets) {
      const answer = await subscribeWith(guess, userChannel(victim.id));
      expect(answer.event, `secret "${guess}"`).toBe('pusher:subscription_error');
    }
  });

  it('signs with a random secret kept in the database', async () => {
    const stored = await loadOrCreateSecret(app.deps.db, REALTIME_SECRET_NAME, () => 'not-this-one');
    expect(stored).not.toBe('not-this-one');
    expect(stored.length).toBeGreaterThanOrEqual(32);
    expect(app.deps.realtimeCredentials.secret).toBe(stored);
    const user = await createUser(app);
    const answer = await subscribeWith(stored, userChannel(user.id));
    expect(answer.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('gives every process on one database the same generated secret', async () => {
    // A second app over its own connection pool to the same database (PostgreSQL), as a second
    // process would be; on PGlite (one process only) over the same database handle.
    const second: Database = database.url ? postgresDatabase(database.url, 2) : database;
    const config = loadConfig({ NODE_ENV: 'test', JOBS: 'false', DATABASE_URL: database.url ?? '' });
    const other = await buildApp({ config, database: second, logger: false });
    try {
      expect(other.deps.realtimeCredentials.secret).toBe(app.deps.realtimeCredentials.secret);
    } finally {
      await other.close();
      if (second !== database) await second.close();
    }
  });

  it('publishes through POST /apps/{id}/events only when signed, and only links into this app', async () => {
    const user = await createUser(app);
    const publisher = (secret: string) =>
      new Pusher({ appId: '1', key, secret, host: '127.0.0.1', port: String(port), useTLS: false });
    const event = (url: string) => ({ title: 'Security alert', url });
    await expect(
      publisher('loc-liber-development-secret').trigger(userChannel(user.id), 'alert', event('/credits')),
    ).rejects.toMatchObject({ status: 401 });
    const real = publisher(app.deps.realtimeCredentials.secret);
    for (const url of ['https://evil.example/login', '//evil.example', 'javascript:alert(1)', '/\\evil.example']) {
      await expect(real.trigger(userChannel(user.id), 'alert', event(url)), url).rejects.toMatchObject({ status: 422 });
    }
    const ok = await real.trigger(userChannel(user.id), 'alert', event('/reservations/1'));
    expect(ok.status).toBe(200);
  });
});
