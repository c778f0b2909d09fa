import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { createStore, get, set } from 'idb-keyval';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../src/app/lib/api';
import { isMapResults, readMarker } from '../../../src/app/features/finder/api/find-parking-lots';
import { finderKeys } from '../../../src/app/lib/query-keys';
import {
  clearPersistedQueriesOnSignOut,
  configurePersistedQueries,
  newestSavedData,
  PERSIST_KEY,
  PERSISTED_SHAPE,
  persistBuster,
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

  it('keeps only the five newest finder searches of each kind (list, map, lot)', async () => {
    const client = new QueryClient();
    for (let i = 0; i < 8; i++) {
      client.setQueryData(finderKeys.list({ lat: String(i) }), [], { updatedAt: 1000 + i });
      client.setQueryData(finderKeys.map({ lat: String(i) }), { markers: [], locations: [] }, { updatedAt: 2000 + i });
    }
    client.setQueryData(finderKeys.lot(4, { from: 'x' }), { id: 4 }, { updatedAt: 500 });
    const kept = client
      .getQueryCache()
      .getAll()
      .filter((q) => shouldPersistQuery(client, q))
      .map((q) => `${String(q.queryKey[1])}:${JSON.stringify(q.queryKey[2])}`);
    expect(kept.filter((k) => k.startsWith('list')).sort()).toEqual([3, 4, 5, 6, 7].map((i) => `list:{"lat":"${i}"}`));
    expect(kept.filter((k) => k.startsWith('map'))).toHaveLength(5);
    expect(kept).toContain('lot:4');
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

describe('a cache saved by an older app', () => {
  // Before the map had its own answer, finder results were saved as ['finder', params] with
  // full lots, under a buster without the shape: `${version}:${user}`.
  const oldLots = [{ id: 1, identifier: 'P1', location: { id: 2, title: 'Gara' }, latitude: 44.4, longitude: 26.1 }];

  it('is dropped on restore: the map and the list read nothing of it, and the device keeps none of it', async () => {
    signIn(1);
    const oldBuster = persistBuster(1).replace(`:s${PERSISTED_SHAPE}`, '');
    expect(oldBuster).not.toBe(persistBuster(1));
    const old = new QueryClient();
    old.setQueryData(['finder', { only_available: '1' }], oldLots);
    old.setQueryData(['credits', 'balance'], { balance: 5 });
    await save(old);
    // As the older app wrote it: the same entry under the buster of its time.
    const entry = JSON.parse((await saved()) as string) as { buster: string };
    expect(entry.buster).toBe(persistBuster(1));
    await set(PERSIST_KEY, JSON.stringify({ ...entry, buster: oldBuster }), createStore('loc-liber', 'persisted'));
    expect(await saved()).toContain('Gara');

    const reloaded = new QueryClient();
    configurePersistedQueries(reloaded);
    await restoreInto(reloaded);
    expect(reloaded.getQueryData(['finder', { only_available: '1' }])).toBeUndefined();
    expect(reloaded.getQueryData(['credits', 'balance'])).toBeUndefined();
    expect(newestSavedData(reloaded, finderKeys.maps())).toBeUndefined();
    expect(await saved()).toBeUndefined();
  });

  it('is never taken for map results, even if restored', () => {
    const client = new QueryClient();
    client.setQueryData(['finder', { only_available: '1' }], oldLots);
    // The offline fallbacks read under their own prefix and check the shape.
    expect(newestSavedData(client, finderKeys.maps())).toBeUndefined();
    expect(isMapResults(newestSavedData(client, finderKeys.all))).toBe(false);
    expect(isMapResults({ markers: [readMarker([1, 2, 'P1', 44.4, 26.1, 90, null, null])], locations: [] })).toBe(true);
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
