import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authSessions, refreshTokens } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/tokens';
import { REFRESH_IDLE_TTL_MS } from './session-repository';

/** A new refresh token of a session: idle expiry, never beyond the session's absolute end. */
export async function issueRefreshToken(db: Db | Tx, sessionId: string, sessionExpiresAt: Date, now: Date) {
  const token = generateToken();
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
