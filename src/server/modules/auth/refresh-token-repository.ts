import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accessTokens, authSessions, refreshTokens } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/tokens';
import { REFRESH_IDLE_TTL_MS } from './session-repository';

/**
 * A new refresh token of a session: idle expiry, never beyond the session's absolute end.
 * Random, or `token` (a successor derived from the refresh token it replaces).
 */
export async function issueRefreshToken(
  db: Db | Tx,
  sessionId: string,
  sessionExpiresAt: Date,
  now: Date,
  token: string = generateToken(),
) {
  const expiresAt = new Date(Math.min(now.getTime() + REFRESH_IDLE_TTL_MS, sessionExpiresAt.getTime()));
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(token), expiresAt, createdAt: now });
  return { refreshToken: token, refreshExpiresAt: expiresAt };
}

export async function findRefreshToken(db: Db | Tx, token: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      sessionId: refreshTokens.sessionId,
      expiresAt: refreshTokens.expiresAt,
      usedAt: refreshTokens.usedAt,
      userId: authSessions.userId,
      sessionExpiresAt: authSessions.expiresAt,
      sessionRevokedAt: authSessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, hashToken(token)))
    .limit(1);
  return row;
}

/**
 * Compare-and-swap: marks the token used only if nobody did before and its session is
 * still live. Of any number of concurrent exchanges, exactly one gets a row back.
 */
export async function claimRefreshToken(tx: Db | Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(refreshTokens.id, id),
        isNull(refreshTokens.usedAt),
        gt(refreshTokens.expiresAt, now),
        sql`exists (select 1 from ${authSessions} where ${authSessions.id} = ${refreshTokens.sessionId}
          and ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: refreshTokens.id });
  return rows.length === 1;
}

/**
 * The pair an exchange issued, found by the hashes of its (re-derived) tokens: the access
 * token's expiry and scope, provided both belong to `sessionId`, the refresh token is still
 * unspent and the access token unexpired. Undefined otherwise.
 */
export async function findIssuedPair(
  db: Db | Tx,
  sessionId: string,
  tokens: { accessToken: string; refreshToken: string },
  now: Date,
) {
  const [row] = await db
    .select({ accessExpiresAt: accessTokens.expiresAt, scope: accessTokens.scope })
    .from(accessTokens)
    .innerJoin(refreshTokens, eq(refreshTokens.sessionId, accessTokens.sessionId))
    .where(
      and(
        eq(accessTokens.sessionId, sessionId),
        eq(accessTokens.tokenHash, hashToken(tokens.accessToken)),
        gt(accessTokens.expiresAt, now),
        eq(refreshTokens.tokenHash, hashToken(tokens.refreshToken)),
        isNull(refreshTokens.usedAt),
      ),
    )
    .limit(1);
  return row;
}
