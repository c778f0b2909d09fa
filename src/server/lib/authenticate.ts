import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accessTokens, authSessions, users } from '../db/schema/index';
import type { AccessTokenCache, CachedAccess } from './access-token-cache';
import { forbidden, unauthenticated } from './errors';
import { hashToken } from './tokens';

export { currentSessionId, currentUser } from './request-auth';

/*
 * Authentication, for every module: the pre-handlers a route declares (`onRequest:
 * authenticate`), and the lookup of a bearer token behind them. Sessions are made and ended by
 * modules/auth; this only reads them, so it sits below the modules.
 */

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

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** Pre-handler: 401 unless a valid bearer token is sent. */
export async function authenticate(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthenticated();
  const found = await findByAccessToken(request.server.deps, token, request.server.deps.now());
  if (!found) throw unauthenticated();
  request.auth = found;
}

/** Pre-handler for /admin routes: 401 for guests, 403 for non-administrators. */
export async function authenticateAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await authenticate(request, reply);
  if (!request.auth?.user.isAdmin) throw forbidden();
}
