import type { z } from 'zod';
import type { loginSchema, registerSchema } from '../../../domain/auth-schemas';
import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError, unauthenticated, validationFailed } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { countAttempt, ensureWithinLimits } from '../../lib/rate-limit-guard';
import { prepareWelcomeCredits } from '../credits/index';
import { findUserByEmail, findUserById, insertUser } from '../users/index';
import { authMessages } from './messages';
import { failedLoginLimits, registrationLimit } from './auth-limits';
import { claimRefreshToken, findIssuedPair, findRefreshToken, issueRefreshToken } from './refresh-token-repository';
import { successorTokens } from './refresh-successor';
import { issueAccessToken, revokeSession, revokeUserSessions } from './session-repository';
import { openSession, tokenResponse } from './session-tokens';

/**
 * A refresh token presented again within this time after its first use is a duplicate
 * (two tabs refreshing at once, an answer lost on the way): it answers the same new pair
 * and revokes nothing. Later, any reuse revokes the whole family (PRODUCT.md, Secure defaults).
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export const emailTaken = () => validationFailed({ email: [authMessages.emailTaken] });

export async function register(
  deps: Pick<Deps, 'config' | 'db' | 'rateLimiter' | 'now' | 'events' | 'log'>,
  input: z.output<typeof registerSchema>,
  language: Language,
  ip: string,
) {
  const { db } = deps;
  const limit = registrationLimit(ip, deps.config.REGISTRATIONS_PER_HOUR);
  await ensureWithinLimits(deps.rateLimiter, [limit]);
  await countAttempt(deps.rateLimiter, [limit]);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const welcome = await prepareWelcomeCredits(deps);
  const user = await insertUser(
    db,
    { name: input.name, email: input.email, phone: input.phone, passwordHash, language },
    welcome?.within,
  ).catch((error: unknown) => {
    // Two registrations of one email at once: the unique index decides (one account, one welcome).
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  welcome?.announce();
  return { user, tokens: await openSession(db, user, true, deps.now()) };
}

// Unknown email and wrong password give this same answer, so accounts cannot be probed.
const invalidCredentials = () =>
  new AppError(422, authMessages.invalidCredentials, { email: [authMessages.invalidCredentials] });

export async function login(
  deps: Pick<Deps, 'db' | 'rateLimiter' | 'now'>,
  input: z.output<typeof loginSchema>,
  ip: string,
) {
  const limits = [failedLoginLimits.pair(input.email, ip), failedLoginLimits.address(ip)];
  await ensureWithinLimits(deps.rateLimiter, limits);
  const user = await findUserByEmail(deps.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!user || !valid) {
    await countAttempt(deps.rateLimiter, limits);
    throw invalidCredentials();
  }
  await deps.rateLimiter.reset(failedLoginLimits.pair(input.email, ip).key);
  // Told only to whoever knows the password.
  if (user.suspendedAt) throw new AppError(403, authMessages.suspended, { email: [authMessages.suspended] });
  return openSession(deps.db, user, input.remember, deps.now());
}

type FoundRefreshToken = NonNullable<Awaited<ReturnType<typeof findRefreshToken>>>;

/**
 * A spent token again: inside the grace window, the pair its exchange issued (re-derived
 * from the token, found by hash); after it, the family is revoked. 401 when the pair is gone
 * (its refresh token already exchanged in turn, or the access token expired).
 */
async function replayOrRevoke(
  deps: Pick<Deps, 'db' | 'accessTokenCache'>,
  found: FoundRefreshToken,
  token: string,
  now: Date,
) {
  const usedAt = found.usedAt ?? now;
  if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
    // A spent token came back later: assume it was stolen and end the whole family.
    await revokeSession(deps.db, found.sessionId, 'refresh_token_reuse', now);
    await deps.accessTokenCache.forgetUser(found.userId);
    throw unauthenticated();
  }
  const successor = await successorTokens(deps.db, token);
  const pair = await findIssuedPair(deps.db, found.sessionId, successor, now);
  if (!pair) throw unauthenticated();
  return tokenResponse({ ...successor, accessExpiresAt: pair.accessExpiresAt, scope: pair.scope }, now);
}

/**
 * Exchanges a refresh token for new tokens; the old one is spent (rotation). The new pair
 * is derived from the old token (refresh-successor.ts), so a duplicate exchange within the
 * grace window, concurrent or not, answers the same pair.
 */
export async function refresh(deps: Pick<Deps, 'db' | 'accessTokenCache' | 'now'>, token: string | undefined) {
  if (!token) throw unauthenticated();
  const { db } = deps;
  const now = deps.now();
  const found = await findRefreshToken(db, token);
  if (!found || found.sessionRevokedAt || found.sessionExpiresAt <= now) throw unauthenticated();
  if (found.usedAt) return replayOrRevoke(deps, found, token, now);
  if (found.expiresAt <= now) throw unauthenticated();
  const successor = await successorTokens(db, token);
  const result = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, found.id, now))) return undefined;
    const user = await findUserById(tx, found.userId);
    if (!user) return undefined;
    const access = await issueAccessToken(tx, found.sessionId, user, now, successor.accessToken);
    await issueRefreshToken(tx, found.sessionId, found.sessionExpiresAt, now, successor.refreshToken);
    return tokenResponse({ ...access, refreshToken: successor.refreshToken }, now);
  });
  if (result) return result;
  // Lost the compare-and-swap to a concurrent exchange of the same token. The claim waited
  // for that exchange's row lock, so it has committed by now: answer its pair.
  const spent = await findRefreshToken(db, token);
  if (!spent?.usedAt || spent.sessionRevokedAt) throw unauthenticated();
  return replayOrRevoke(deps, spent, token, now);
}

export async function logout(
  deps: Pick<Deps, 'db' | 'accessTokenCache' | 'now'>,
  sessionId: string,
  userId: number,
): Promise<void> {
  await revokeSession(deps.db, sessionId, 'logout', deps.now());
  await deps.accessTokenCache.forgetUser(userId);
}

/**
 * A suspension's effect on the account's sessions: every one ends in the suspension's
 * transaction (refresh tokens refused at once; access tokens at their next check, after the
 * caller forgets the user in the access-token cache).
 */
export function endSessionsForSuspension(tx: Tx, userId: number, now: Date): Promise<void> {
  return revokeUserSessions(tx, userId, 'suspended', now);
}
