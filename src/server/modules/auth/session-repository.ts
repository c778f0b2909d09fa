import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessTokens, authSessions, users } from '../../db/schema/index';
import type { AccessTokenCache, CachedAccess } from '../../lib/access-token-cache';
import type { AuthUser } from '../../lib/request-auth';
import { generateToken, hashToken } from '../../lib/tokens';

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type { AuthUser } from '../../lib/request-auth';

export function scopeFor(user: Pick<AuthUser, 'isAdmin'>): string {
  return user.isAdmin ? 'user admin' : 'user';
}

/** Creates a session (a token family) and its first access token. */
export async function createSession(db: Db | Tx, user: AuthUser, remember: boolean, now: Date) {
  const expiresAt = new Date(now.getTime() + (remember ? SESSION_ABSOLUTE_TTL_MS : ACCESS_TOKEN_TTL_MS));
  const [session] = await db
    .insert(authSessions)
    .values({ userId: user.id, remember, expiresAt, createdAt: now })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  const access = await issueAccessToken(db, session.id, user, now);
  return { session, ...access };
}

/** A new access token of a session: random, or `token` (a successor derived from a refresh token). */
export async function issueAccessToken(
  db: Db | Tx,
  sessionId: string,
  user: AuthUser,
  now: Date,
  token: string = generateToken(),
) {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const scope = scopeFor(user);
  await db.insert(accessTokens).values({ sessionId, tokenHash: hashToken(token), scope, expiresAt, createdAt: now });
  return { accessToken: token, accessExpiresAt: expiresAt, scope };
}

/** The user and session behind a bearer token, or undefined when it is unknown, expired or revoked. */
function prepareAccessTokenLookup(db: Db) {
  return db
    .select({
      user: users,
      sessionId: authSessions.id,
      scope: accessTokens.scope,
      tokenExpiresAt: accessTokens.expiresAt,
      sessionExpiresAt: authSessions.expiresAt,
    })
    .from(accessTokens)
    .innerJoin(authSessions, eq(authSessions.id, accessTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('hash')),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        gt(authSessions.expiresAt, sql.placeholder('now')),
        isNull(authSessions.revokedAt),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('access_token_lookup');
}

const accessTokenLookups = new WeakMap<Db, ReturnType<typeof prepareAccessTokenLookup>>();

/**
 * The session and user behind a bearer token. Every authenticated request needs it: served
 * from the process's access-token cache (lib/access-token-cache.ts) while the user's epoch has
 * not moved, else read with a prepared statement (PostgreSQL plans it once per connection).
 */
export async function findByAccessToken(
  deps: { db: Db; accessTokenCache: AccessTokenCache },
  token: string,
  now: Date,
): Promise<CachedAccess | undefined> {
  let lookup = accessTokenLookups.get(deps.db);
  if (!lookup) accessTokenLookups.set(deps.db, (lookup = prepareAccessTokenLookup(deps.db)));
  const statement = lookup;
  const hash = hashToken(token);
  return deps.accessTokenCache.find(hash, now, async () => {
    const [row] = await statement.execute({ hash, now });
    if (!row) return undefined;
    const { tokenExpiresAt, sessionExpiresAt, ...access } = row;
    return { ...access, expiresAt: tokenExpiresAt < sessionExpiresAt ? tokenExpiresAt : sessionExpiresAt };
  });
}

export type RevokeReason = 'logout' | 'refresh_token_reuse' | 'password_reset' | 'password_changed' | 'suspended';

/** Ends a session: its access and refresh tokens stop working at once. */
export async function revokeSession(db: Db | Tx, sessionId: string, reason: RevokeReason, now: Date): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every session of a user, or every other one when `exceptSessionId` is given. */
export async function revokeUserSessions(
  db: Db | Tx,
  userId: number,
  reason: RevokeReason,
  now: Date,
  exceptSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
}
