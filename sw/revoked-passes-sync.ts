import { afterSync, nextSince, type KeptRevocations, type RevokedPassWire } from '../src/domain/pass-revocation';

/**
 * The owner's revoked passes refreshed in the background (docs/passes.md, "Revocation"):
 * on the browser's periodic background sync, on a one-off sync when the signal returns, and
 * when a new worker activates. The worker has no session: it sends the feed token of the
 * app's last sync (GET /parking-lots/revoked-passes/feed) and merges the answer into the
 * record the app reads, in one IndexedDB transaction. A 403 (the sign-in ended) forgets the
 * token. Typed structurally, tested in Node with fakes.
 */

export const REVOKED_PASSES_TAG = 'revoked-passes';

export type KeptStore = {
  read: () => Promise<KeptRevocations | undefined>;
  /** Applies `change` in one transaction (the app may write at the same time). */
  update: (change: (kept: KeptRevocations | undefined) => KeptRevocations | undefined) => Promise<void>;
};

export type FeedDeps = {
  store: KeptStore;
  fetch: (
    url: string,
    init: { headers: Record<string, string> },
  ) => Promise<{ ok: boolean; status: number; json: () => Promise<unknown> }>;
  origin: string;
  now: () => number;
};

type FeedAnswer = { data: RevokedPassWire[]; meta: { synced_at: string; feed_token: string } };

/** One refresh; true when the kept list was brought up to date. */
export async function refreshRevokedPasses(deps: FeedDeps): Promise<boolean> {
  const kept = await deps.store.read();
  if (!kept?.feedToken) return false;
  const since = nextSince(kept);
  const url = new URL('/api/parking-lots/revoked-passes/feed', deps.origin);
  if (since !== undefined) url.searchParams.set('since', new Date(since).toISOString());
  const res = await deps.fetch(url.href, { headers: { accept: 'application/json', 'x-feed-token': kept.feedToken } });
  if (res.status === 403) {
    await deps.store.update((current) => (current ? { ...current, feedToken: null } : current));
    return false;
  }
  if (!res.ok) return false;
  const answer = (await res.json()) as FeedAnswer;
  await deps.store.update((current) =>
    // Signed out, or someone else signed in, meanwhile: not theirs to change.
    current?.userId === kept.userId
      ? afterSync(current, answer, { userId: kept.userId, zone: kept.zone, now: deps.now() })
      : current,
  );
  return true;
}

type TaggedEvent = { tag: string; waitUntil: (promise: Promise<unknown>) => void };
export type SyncScopeLike = {
  addEventListener: (type: 'sync' | 'periodicsync', listener: (event: TaggedEvent) => void) => void;
};

/** Background sync and periodic background sync (not in TypeScript's worker event map yet: typed here). */
export function registerRevokedPassesSync(self: SyncScopeLike, deps: FeedDeps): void {
  const handle = (event: TaggedEvent) => {
    if (event.tag === REVOKED_PASSES_TAG) event.waitUntil(refreshRevokedPasses(deps).catch(() => false));
  };
  self.addEventListener('sync', handle);
  self.addEventListener('periodicsync', handle);
}
