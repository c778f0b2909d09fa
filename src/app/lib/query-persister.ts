import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PersistedClient, PersistQueryClientOptions, Persister } from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { session } from './api';
import { creditKeys, finderKeys, notificationKeys, reservationKeys } from './query-keys';

/** Data older than this is not shown offline (and is dropped from the device). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Only the last few searches: a panned map makes a new finder query at every stop. */
export const PERSISTED_FINDER_SEARCHES = 5;
export const PERSIST_KEY = 'query-cache';
const DATABASE = 'loc-liber';
const STORE = 'persisted';

/**
 * What is kept on the device for use with no signal: the last finder results, the user's
 * automobiles with their documents, the driving licences, reservations (lists, details and
 * passes), credits, the notification inbox, the owner's lots, and the deployment's public
 * config (the map needs its tile URL; the pass check, the key). Keys come from the feature
 * factories; the automobiles and lots keys are spelled out because features do not share a
 * module with lib.
 */
export const persistedKeyPrefixes: readonly QueryKey[] = [
  finderKeys.all,
  ['automobiles', 'mine'],
  // Papers a driver stopped in a dead zone must be able to show (documents per automobile).
  ['documents'],
  ['driving-licenses'],
  reservationKeys.all,
  creditKeys.all,
  // The inbox reads offline from this copy and catches up when the signal returns.
  notificationKeys.all,
  // The owner's lots: the pass check tells "another lot" from one of theirs with no signal.
  ['parking-lots', 'mine'],
  // With the pass key (pass_public_key) the check screen verifies passes offline.
  ['app-config'],
];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

export const isPersistedKey = (key: QueryKey): boolean =>
  persistedKeyPrefixes.some((prefix) => startsWith(key, prefix));

/**
 * The shape of what is saved: bumped whenever a persisted answer changes shape, so a cache
 * saved by an older app is dropped on restore instead of reaching screens that would misread
 * it. 2: the map's own answer (finder keys ['finder', 'list' | 'map' | 'lot', ...]); 3: lots
 * carry photos, reservations access_instructions.
 */
export const PERSISTED_SHAPE = 3;

/**
 * The user this device's cache belongs to (a cache saved for someone else is never shown),
 * the app's version and the saved data's shape.
 */
export function persistBuster(userId: number | null | undefined): string {
  return `${import.meta.env.VITE_APP_VERSION ?? 'dev'}:s${PERSISTED_SHAPE}:${userId ?? 'guest'}`;
}

const currentBuster = () => persistBuster(session.get().user?.id);
const signedIn = () => Boolean(session.get().accessToken && session.get().user);

let store: UseStore | undefined;
const cacheStore = () => (store ??= createStore(DATABASE, STORE));

/**
 * idb-keyval under its own database. Nothing is written while signed out, so a save that
 * was throttled before a logout cannot bring the deleted data back.
 */
const storage = {
  getItem: (key: string) => get<string>(key, cacheStore()).then((value) => value ?? null),
  setItem: async (key: string, value: string) => {
    if (signedIn()) await set(key, value, cacheStore());
  },
  removeItem: (key: string) => del(key, cacheStore()),
};

const SAVE_THROTTLE_MS = 1000;

/**
 * Saves at most once a second; a save still waiting for its turn when the app is hidden
 * (switched away from, closed) is written at once: otherwise an answer that came within the
 * last second before the app was closed, the reservation opened at the car park's entrance,
 * was not there offline at the next start.
 */
function createPersister(): Persister {
  const base = createAsyncStoragePersister({ storage, key: PERSIST_KEY, throttleTime: SAVE_THROTTLE_MS });
  let waiting: { client: PersistedClient; since: number } | undefined;
  const writeWaiting = () => {
    // The throttled save has run by now when the last change is older than its interval.
    if (!waiting || performance.now() - waiting.since > SAVE_THROTTLE_MS + 250) return;
    const { client } = waiting;
    waiting = undefined;
    void storage.setItem(PERSIST_KEY, JSON.stringify(client)).catch(() => undefined);
  };
  if (typeof document !== 'undefined') {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') writeWaiting();
    });
    window.addEventListener('pagehide', writeWaiting);
  }
  return {
    // Stamped with the user at save time: the provider reads its options only once.
    persistClient: (client) => {
      const stamped = { ...client, buster: currentBuster() };
      waiting = { client: stamped, since: performance.now() };
      return base.persistClient(stamped);
    },
    restoreClient: () => base.restoreClient(),
    removeClient: () => {
      waiting = undefined;
      return base.removeClient();
    },
  };
}

export const queryPersister = createPersister();

/** The newest successful finder queries of each kind (list, map, lot); older ones stay in memory only. */
function recentFinderQueries(queryClient: QueryClient): Set<Query> {
  const finder = queryClient
    .getQueryCache()
    .findAll({ queryKey: finderKeys.all, predicate: (query) => query.state.status === 'success' });
  finder.sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const byKind = new Map<unknown, Query[]>();
  for (const query of finder) {
    const kind = typeof query.queryKey[1] === 'string' ? query.queryKey[1] : '';
    const kept = byKind.get(kind) ?? [];
    if (kept.length < PERSISTED_FINDER_SEARCHES) kept.push(query);
    byKind.set(kind, kept);
  }
  return new Set([...byKind.values()].flat());
}

/**
 * The newest data saved under a key prefix (e.g. the last finder search). Offline, a screen
 * whose exact query was never saved (the time range moved on) shows this instead of nothing.
 */
export function newestSavedData<T>(queryClient: QueryClient, prefix: QueryKey): T | undefined {
  let newest: Query | undefined;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: prefix })) {
    if (query.state.status === 'success' && (!newest || query.state.dataUpdatedAt > newest.state.dataUpdatedAt))
      newest = query;
  }
  return newest?.state.data as T | undefined;
}

export function shouldPersistQuery(queryClient: QueryClient, query: Query): boolean {
  if (query.state.status !== 'success' || !isPersistedKey(query.queryKey)) return false;
  return !startsWith(query.queryKey, finderKeys.all) || recentFinderQueries(queryClient).has(query);
}

/**
 * Persisted queries live as long as the persisted copy (a shorter gcTime would drop them
 * from the saved cache), and try the network even when the browser says offline, so a
 * wrong navigator.onLine never hides fresh data; offline, they keep showing the saved data.
 * When the signal returns, what is on screen refreshes even if it was fetched moments
 * before the signal went: a gap offline is when things change unseen.
 */
export function configurePersistedQueries(queryClient: QueryClient): void {
  for (const prefix of persistedKeyPrefixes) {
    queryClient.setQueryDefaults(prefix, {
      gcTime: PERSIST_MAX_AGE_MS,
      networkMode: 'offlineFirst',
      refetchOnReconnect: 'always',
    });
  }
}

export function persistOptions(queryClient: QueryClient): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: queryPersister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster: currentBuster(),
    dehydrateOptions: { shouldDehydrateQuery: (query) => shouldPersistQuery(queryClient, query) },
  };
}

/** Logout (or any sign-out): the saved data of this user leaves the device. */
export async function clearPersistedQueries(): Promise<void> {
  await queryPersister.removeClient();
}

/** Clears the saved cache whenever the session ends (logout, a 401, another tab). */
export function clearPersistedQueriesOnSignOut(): () => void {
  let token = session.get().accessToken;
  return session.subscribe(() => {
    const next = session.get().accessToken;
    if (token && !next) void clearPersistedQueries();
    token = next;
  });
}
