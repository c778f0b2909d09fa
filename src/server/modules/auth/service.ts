import type { z } from 'zod';
import type { loginSchema, registerSchema } from '../../../domain/auth-schemas';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/pg-errors';
import { AppError, unauthenticated, validationFailed } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { countAttempt, ensureWithinLimits } from '../../lib/rate-limit-guard';
import { findUserByEmail, findUserById, insertUser } from '../users/repository';
import { authMessages } from './messages';
import { failedLoginLimits, registrationLimit } from './auth-limits';
import { claimRefreshToken, findRefreshToken, issueRefreshToken } from './refresh-token-repository';
import { issueAccessToken, revokeSession } from './session-repository';
import { openSession, tokenResponse } from './session-tokens';

/**
 * A refresh token presented again within this time after its first use is a duplicate
 * (two tabs refreshing at once), not a theft: it is refused without revoking the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

export const emailTaken = () => validationFailed({ email: [authMessages.emailTaken] });

export async function register(deps: Deps, input: z.output<typeof registerSchema>, language: Language, ip: string) {
  const { db } = deps;
  const limit = registrationLimit(ip, deps.config.REGISTRATIONS_PER_HOUR);
  await ensureWithinLimits(deps.rateLimiter, [limit]);
  await countAttempt(deps.rateLimiter, [limit]);
  if (await findUserByEmail(db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const user = await insertUser(db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    passwordHash,
    language,
  }).catch((error: unknown) => {
    // Two registrations of one email at once: the unique index decides.
    throw isUniqueViolation(error) ? emailTaken() : error;
  });
  return { user, tokens: await openSession(db, user, true, deps.now()) };
}

// Unknown email and wrong password give this same answer, so accounts cannot be probed.
const invalidCredentials = () =>
  new AppError(422, authMessages.invalidCredentials, { email: [authMessages.invalidCredentials] });

export async function login(deps: Deps, input: z.output<typeof loginSchema>, ip: string) {
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

/** Exchanges a refresh token for new tokens; the old one is spent (rotation). */
export async function refresh(deps: Deps, token: string | undefined) {
  if (!token) throw unauthenticated();
  const { db } = deps;
  const now = deps.now();
  const found = await findRefreshToken(db, token);
  if (!found || found.sessionRevokedAt || found.sessionExpiresAt <= now) throw unauthenticated();
  if (found.usedAt) {
    if (now.getTime() - found.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      // A spent token came back later: assume it was stolen and end the whole family.
      await revokeSession(db, found.sessionId, 'refresh_token_reuse', now);
    }
    throw unauthenticated();
  }
  if (found.expiresAt <= now) throw unauthenticated();
  const result = await db.transaction(async (tx) => {
    if (!(await claimRefreshToken(tx, found.id, now))) return undefined;
    const user = await findUserById(tx, found.userId);
    if (!user) return undefined;
    const access = await issueAccessToken(tx, found.sessionId, user, now);
    const next = await issueRefreshToken(tx, found.sessionId, found.sessionExpiresAt, now);
    return tokenResponse({ ...access, refreshToken: next.refreshToken }, now);
  });
  // Lost the compare-and-swap to a concurrent exchange of the same token: a duplicate.
  if (!result) throw unauthenticated();
  return result;
}

export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, 'logout', deps.now());
}
