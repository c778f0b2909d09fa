import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { passwordResets } from '../../db/schema/index';
import { generateToken, hashToken } from '../../lib/tokens';

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** A single-use reset token; only its hash is stored. */
export async function createPasswordReset(db: Db | Tx, userId: number, now: Date): Promise<string> {
  const token = generateToken();
  await db.insert(passwordResets).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  return token;
}

/**
 * Compare-and-swap: spends the user's token if it is unused and unexpired. Of two
 * concurrent resets with one link, only one gets the row back.
 */
export async function claimPasswordReset(tx: Db | Tx, userId: number, token: string, now: Date): Promise<boolean> {
  const rows = await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.userId, userId),
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}

/** After a reset, older links mailed to the user must not work either. */
export async function spendOutstandingResets(tx: Db | Tx, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
