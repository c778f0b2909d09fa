import { describe, expect, it } from 'vitest';
import {
  ACCESS_CACHE_MAX_ENTRIES,
  ACCESS_CACHE_TTL_MS,
  createAccessTokenCache,
  type CachedAccess,
} from '../../../src/server/lib/access-token-cache';

const log = { warn: () => undefined } as never;
const access = (userId: number, name = 'Ana'): CachedAccess => ({
  user: { id: userId, name } as CachedAccess['user'],
  sessionId: `s-${userId}`,
  scope: 'user',
});
const far = new Date('2030-01-01T00:00:00Z');

/** A lookup that answers `rows()` and counts its calls. */
function counting(rows: () => CachedAccess | undefined) {
  const lookup = async () => {
    lookup.calls += 1;
    const row = rows();
    return row && { ...row, expiresAt: far };
  };
  lookup.calls = 0;
  return lookup;
}

describe('the access-token cache (one process)', () => {
  it('looks a new token up twice (its epoch read between), then serves it without the database', async () => {
    const cache = createAccessTokenCache({ shared: false, log });
    const lookup = counting(() => access(1));
    const now = new Date('2026-11-26T10:00:00Z');
    expect(await cache.find('h', now, lookup)).toEqual(access(1));
    expect(lookup.calls).toBe(2);
    expect(await cache.find('h', now, lookup)).toEqual(access(1));
    expect(lookup.calls).toBe(2);
  });

  it('serves the new row after forgetUser, and never past the TTL or the expiry', async () => {
    const cache = createAccessTokenCache({ shared: false, log });
    let name = 'Ana';
    const lookup = counting(() => access(1, name));
    const now = new Date('2026-11-26T10:00:00Z');
    await cache.find('h', now, lookup);
    name = 'Maria';
    expect((await cache.find('h', now, lookup))?.user.name).toBe('Ana');
    await cache.forgetUser(1);
    expect((await cache.find('h', now, lookup))?.user.name).toBe('Maria');
    const calls = lookup.calls;
    await cache.find('h', new Date(now.getTime() + ACCESS_CACHE_TTL_MS), lookup);
    expect(lookup.calls).toBe(calls + 1);

    const soon = async () => ({ ...access(2), expiresAt: new Date(now.getTime() + 1000) });
    await cache.find('x', now, soon);
    expect(await cache.find('x', new Date(now.getTime() + 1000), async () => undefined)).toBeUndefined();
  });

  it('keeps at most ACCESS_CACHE_MAX_ENTRIES tokens, the oldest going first', async () => {
    const cache = createAccessTokenCache({ shared: false, log });
    const now = new Date('2026-11-26T10:00:00Z');
    for (let i = 0; i <= ACCESS_CACHE_MAX_ENTRIES; i += 1)
      await cache.find(
        `h${i}`,
        now,
        counting(() => access(i)),
      );
    expect(cache.holds('h0')).toBe(false);
    expect(cache.holds(`h${ACCESS_CACHE_MAX_ENTRIES}`)).toBe(true);
  });

  it('caches nothing where the database is shared and Redis is unset', async () => {
    const cache = createAccessTokenCache({ shared: true, log });
    const lookup = counting(() => access(1));
    const now = new Date('2026-11-26T10:00:00Z');
    await cache.find('h', now, lookup);
    await cache.find('h', now, lookup);
    expect(cache.holds('h')).toBe(false);
    expect(lookup.calls).toBe(2);
  });
});
