import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessTokens, authSessions } from '../../db/schema/index';
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
