import { describe, expect, it } from 'vitest';
import type { KeptRevocations } from '../../../src/domain/pass-revocation';
import { refreshRevokedPasses, registerRevokedPassesSync, type FeedDeps } from '../../../sw/revoked-passes-sync';

const now = Date.UTC(2026, 4, 12, 8, 0);

/** An in-memory stand-in for the IndexedDB record the app and the worker share. */
function memoryStore(initial: KeptRevocations | undefined) {
  let value = initial;
  return {
    get value() {
      return value;
    },
    read: async () => value,
    update: async (change: (kept: KeptRevocations | undefined) => KeptRevocations | undefined) => {
      value = change(value);
    },
  };
}

const kept = (): KeptRevocations => ({
  userId: 1,
  zone: 'Europe/Bucharest',
  feedToken: 'feed-1',
  syncedAt: now - 60 * 60_000,
  entries: [],
});

function deps(store: ReturnType<typeof memoryStore>, answer: { status: number; body?: unknown }) {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const d: FeedDeps = {
    store,
    origin: 'https://app.test',
    now: () => now,
    fetch: async (url, init) => {
      calls.push({ url, headers: init.headers });
      return { ok: answer.status === 200, status: answer.status, json: async () => answer.body };
    },
  };
  return { d, calls };
}

describe('the service worker’s refresh of the revoked passes', () => {
  it('asks the feed with the token from the last sync less the margin, and merges the answer', async () => {
    const store = memoryStore(kept());
    const body = {
      data: [
        {
          reservation_id: 5,
          parking_lot_id: 9,
          revoked_at: '2026-05-12 10:03:00',
          reason: 'cancelled_by_owner',
          end_time: '2026-05-12 12:00:00',
        },
      ],
      meta: { synced_at: '2026-05-12 11:00:00', feed_token: 'feed-2' },
    };
    const { d, calls } = deps(store, { status: 200, body });
    expect(await refreshRevokedPasses(d)).toBe(true);
    expect(calls).toEqual([
      {
        url: 'https://app.test/api/parking-lots/revoked-passes/feed?since=2026-05-12T06%3A58%3A00.000Z',
        headers: { accept: 'application/json', 'x-feed-token': 'feed-1' },
      },
    ]);
    expect(store.value?.entries.map((e) => e.reservationId)).toEqual([5]);
    expect(store.value).toMatchObject({ syncedAt: now, feedToken: 'feed-2', userId: 1 });
  });

  it('forgets the token when the sign-in ended (403), and does nothing without one', async () => {
    const store = memoryStore(kept());
    const { d } = deps(store, { status: 403 });
    expect(await refreshRevokedPasses(d)).toBe(false);
    expect(store.value?.feedToken).toBeNull();
    const { d: again, calls } = deps(store, { status: 200 });
    expect(await refreshRevokedPasses(again)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('answers the browser’s sync and periodic sync of its tag only', async () => {
    const listeners = new Map<string, (event: { tag: string; waitUntil: (p: Promise<unknown>) => void }) => void>();
    const store = memoryStore(kept());
    const { d, calls } = deps(store, { status: 500 });
    registerRevokedPassesSync({ addEventListener: (type, listener) => listeners.set(type, listener) }, d);
    const waited: Promise<unknown>[] = [];
    listeners.get('periodicsync')?.({ tag: 'other', waitUntil: (p) => waited.push(p) });
    listeners.get('sync')?.({ tag: 'revoked-passes', waitUntil: (p) => waited.push(p) });
    listeners.get('periodicsync')?.({ tag: 'revoked-passes', waitUntil: (p) => waited.push(p) });
    expect(await Promise.all(waited)).toEqual([false, false]);
    expect(calls).toHaveLength(2);
  });
});
