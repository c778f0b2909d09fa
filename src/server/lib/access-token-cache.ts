import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { AuthUser } from './request-auth';

/**
 * What a bearer token stands for, kept in this process for at most ACCESS_CACHE_TTL_MS so that
 * most requests skip the token lookup in the database (docs/auth.md, "The access-token cache").
 *
 * Every user has an epoch: a counter that whatever ends a session or changes a user moves
 * (forgetUser, called after its transaction committed). An entry holds the epoch read before
 * the lookup that filled it, and is served only while the user's epoch is still that one. So a
 * revoked token is refused by the very next request on any process, and a row read before a
 * commit can never be served after it. Where other processes may share the database
 * (PostgreSQL, or REDIS_URL set) the epochs live in Redis and a hit costs one GET instead of
 * the lookup; with Redis down, or on PostgreSQL without Redis, there is no cache. The
 * embedded database without Redis is one process: the epochs live here.
 */

export const ACCESS_CACHE_TTL_MS = 30_000;
export const ACCESS_CACHE_MAX_ENTRIES = 10_000;
const EPOCH_KEEP_MS = 24 * 60 * 60 * 1000;

export type CachedAccess = { user: AuthUser; sessionId: string; scope: string };

type Entry = { access: CachedAccess; until: number; epoch: string };

export type AccessTokenCache = {
  /**
   * The access behind a token hash: from the cache when its user's epoch has not moved, else
   * from `lookup` (run after the epoch is read, so a change committed meanwhile is seen or
   * moves the epoch), then kept until `expiresAt` or the TTL.
   */
  find(
    hash: string,
    now: Date,
    lookup: () => Promise<(CachedAccess & { expiresAt: Date }) | undefined>,
  ): Promise<CachedAccess | undefined>;
  /** After a commit that ended a session of the user or changed the user: no process serves the old entry. */
  forgetUser(userId: number): Promise<void>;
  /** Whether a token hash is held now (tests). */
  holds(hash: string): boolean;
};

export function createAccessTokenCache(options: { shared: boolean; redis?: Redis; log: FastifyBaseLogger }) {
  const { shared, redis, log } = options;
  const entries = new Map<string, Entry>();
  // Which user a token belongs to never changes: learnt once, it spares a second lookup.
  const owners = new Map<string, number>();
  const localEpochs = new Map<number, number>();
  const key = (userId: number) => `loc-liber:access-epoch:${userId}`;

  const epochOf = async (userId: number): Promise<string | undefined> => {
    if (!shared) return String(localEpochs.get(userId) ?? 0);
    if (redis?.status !== 'ready') return undefined;
    try {
      return (await redis.get(key(userId))) ?? '0';
    } catch {
      return undefined;
    }
  };

  const bounded = <K, V>(map: Map<K, V>, k: K, v: V) => {
    if (map.size >= ACCESS_CACHE_MAX_ENTRIES && !map.has(k)) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
    map.set(k, v);
  };

  const cache: AccessTokenCache = {
    async find(hash, now, lookup) {
      const entry = entries.get(hash);
      const owner = entry?.access.user.id ?? owners.get(hash);
      // The epoch first, the database after: a change committed before this read is in the
      // lookup; one committed after it moves the epoch, and the entry is never served.
      let epoch = owner === undefined ? undefined : await epochOf(owner);
      if (entry && epoch !== undefined && entry.epoch === epoch && entry.until > now.getTime()) return entry.access;
      if (entry) entries.delete(hash);
      let found = await lookup();
      if (!found) return undefined;
      if (owner === undefined) {
        // A token seen for the first time: its user is known only now; read the epoch and
        // look again, so that what is kept was read after that epoch.
        bounded(owners, hash, found.user.id);
        epoch = await epochOf(found.user.id);
        if (epoch === undefined) return strip(found);
        found = await lookup();
        if (!found) return undefined;
      }
      const { expiresAt, ...access } = found;
      if (epoch !== undefined) {
        const until = Math.min(now.getTime() + ACCESS_CACHE_TTL_MS, expiresAt.getTime());
        bounded(entries, hash, { access, until, epoch });
      }
      return access;
    },
    async forgetUser(userId) {
      for (const [hash, entry] of entries) if (entry.access.user.id === userId) entries.delete(hash);
      if (!shared) {
        localEpochs.set(userId, (localEpochs.get(userId) ?? 0) + 1);
        return;
      }
      try {
        if (redis?.status !== 'ready') throw new Error(`redis status ${redis?.status ?? 'unset'}`);
        // The epoch key outlives by far every entry that could hold an older value (the TTL).
        await redis.multi().incr(key(userId)).pexpire(key(userId), EPOCH_KEEP_MS).exec();
      } catch (err) {
        // Processes that still reach Redis may serve the old entry until its TTL (docs/auth.md).
        log.warn({ err, userId }, 'access cache: could not move the epoch in Redis');
      }
    },
    holds: (hash) => entries.has(hash),
  };
  return cache;
}

function strip(found: CachedAccess & { expiresAt: Date }): CachedAccess {
  const { expiresAt: _expiresAt, ...access } = found;
  return access;
}
