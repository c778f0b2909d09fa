import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, get } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/app/lib/api';
import {
  clearPersistedQueriesOnSignOut,
  configurePersistedQueries,
  PERSIST_KEY,
  persistOptions,
  queryPersister,
  shouldPersistQuery,
} from '../../../src/app/lib/query-persister';

const user = (id: number) => ({
  id,
  name: 'Ana',
  email: `ana${id}@example.test`,
  phone: null,
  language: 'ro',
  is_admin: false,
});
const signIn = (id: number) => {
  session.setTokens({ token: `token-${id}`, refresh_token: `refresh-${id}` });
  session.setUser(user(id));
};
const saved = () => get<string>(PERSIST_KEY, createStore('loc-liber', 'persisted'));

function clientWithData(): QueryClient {
  const client = new QueryClient();
  configurePersistedQueries(client);
  client.setQueryData(['reservations', 'list', { status: 'active' }], [{ id: 1 }]);
  client.setQueryData(['reservations', 'detail', 1], { id: 1, place: 'P1' });
  client.setQueryData(['credits', 'balance'], { balance: 120 });
  client.setQueryData(['automobiles', 'mine'], [{ id: 3, registration_number: 'B-01-ABC' }]);
  client.setQueryData(['app-config'], { tile_url: 'https://tiles/{z}/{x}/{y}.png' });
  client.setQueryData(['admin', 'users'], [{ id: 9 }]);
  client.setQueryData(['current-user'], user(1));
  return client;
}

async function save(client: QueryClient) {
  await persistQueryClientSave({ queryClient: client, ...persistOptions(client) });
}

async function restoreInto(client: QueryClient) {
  await persistQueryClientRestore({ queryClient: client, ...persistOptions(client) });
}

beforeEach(() => session.clear());
afterEach(async () => {
  session.clear();
  await queryPersister.removeClient();
});

describe('what is kept on the device', () => {
  it('keeps reservations, credits, own automobiles and the app config, and nothing else', async () => {
    signIn(1);
    const client = clientWithData();
    const kept = client
      .getQueryCache()
      .getAll()
      .filter((q) => shouldPersistQuery(client, q))
      .map((q) => q.queryKey[0]);
    expect(kept.sort()).toEqual(['app-config', 'automobiles', 'credits', 'reservations', 'reservations']);
  });

  it('keeps only the five newest finder searches', async () => {
    const client = new QueryClient();
    for (let i = 0; i < 8; i++) client.setQueryData(['finder', { lat: i }], [], { updatedAt: 1000 + i });
    const kept = client
      .getQueryCache()
      .getAll()
      .filter((q) => shouldPersistQuery(client, q));
    expect(kept.map((q) => (q.queryKey[1] as { lat: number }).lat).sort()).toEqual([3, 4, 5, 6, 7]);
  });

  it('gives the restored app the same user data after a reload', async () => {
    signIn(1);
    await save(clientWithData());
    const reloaded = new QueryClient();
    configurePersistedQueries(reloaded);
    await restoreInto(reloaded);
    expect(reloaded.getQueryData(['reservations', 'detail', 1])).toEqual({ id: 1, place: 'P1' });
    expect(reloaded.getQueryData(['credits', 'balance'])).toEqual({ balance: 120 });
    expect(reloaded.getQueryData(['admin', 'users'])).toBeUndefined();
  });

  it("never shows one user's saved data to another user of the device", async () => {
    signIn(1);
    await save(clientWithData());
    signIn(2);
    const other = new QueryClient();
    await restoreInto(other);
    expect(other.getQueryData(['reservations', 'detail', 1])).toBeUndefined();
    expect(await saved()).toBeUndefined();
  });

  it('drops saved data older than the maximum age', async () => {
    signIn(1);
    const client = clientWithData();
    await save(client);
    const entry = JSON.parse((await saved()) as string) as { timestamp: number };
    entry.timestamp -= 8 * 24 * 60 * 60 * 1000;
    await queryPersister.persistClient(entry as never);
    const reloaded = new QueryClient();
    await restoreInto(reloaded);
    expect(reloaded.getQueryData(['credits', 'balance'])).toBeUndefined();
  });
});

describe('signing out', () => {
  it('deletes the saved data from IndexedDB, and a save after the sign-out writes nothing', async () => {
    signIn(1);
    const stop = clearPersistedQueriesOnSignOut();
    const client = clientWithData();
    await save(client);
    expect(await saved()).toContain('B-01-ABC');
    session.clear();
    await expect.poll(saved).toBeUndefined();
    await save(client);
    expect(await saved()).toBeUndefined();
    stop();
  });
});
