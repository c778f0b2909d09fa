import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { resetPasswordSchema } from '../../../domain/auth-schemas';
import type { Deps } from '../../deps';
import { validationFailed } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { countAttempt, ensureWithinLimits } from '../../lib/rate-limit-guard';
import { findUserByEmail, updateUser } from '../users/index';
import { authMessages } from './messages';
import { failedLoginLimits, forgotPasswordLimits } from './auth-limits';
import { passwordResetLink, passwordResetMail } from './password-reset-mail';
import { claimPasswordReset, createPasswordReset, spendOutstandingResets } from './password-reset-repository';
import { revokeUserSessions } from './session-repository';

/**
 * Mails a reset link when the account exists. The caller answers the same neutral message
 * either way; the mail goes out in the background so the answer time does not tell either.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'mailer' | 'rateLimiter' | 'now'>,
  request: { email: string; ip: string; baseUrl: string; log: FastifyBaseLogger },
): Promise<void> {
  const { email, ip, baseUrl } = request;
  const limits = forgotPasswordLimits(email, ip);
  await ensureWithinLimits(deps.rateLimiter, limits);
  await countAttempt(deps.rateLimiter, limits);
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await createPasswordReset(deps.db, user.id, deps.now());
  const mail = passwordResetMail(user, passwordResetLink(baseUrl, token, user.email));
  void deps.mailer.send(mail).catch((error: unknown) => {
    request.log.error({ err: error }, 'password reset mail failed');
  });
}

const invalidToken = () => validationFailed({ token: [authMessages.resetTokenInvalid] });

/** Sets a new password with a mailed token, spends the token and signs the user out everywhere. */
export async function resetPassword(
  deps: Pick<Deps, 'db' | 'rateLimiter' | 'accessTokenCache' | 'now'>,
  input: z.output<typeof resetPasswordSchema>,
): Promise<void> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user) throw invalidToken();
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await claimPasswordReset(tx, user.id, input.token, now))) return false;
    await updateUser(tx, user.id, { passwordHash }, now);
    await spendOutstandingResets(tx, user.id, now);
    await revokeUserSessions(tx, user.id, 'password_reset', now);
    return true;
  });
  if (!done) throw invalidToken();
  await deps.accessTokenCache.forgetUser(user.id);
  // Whoever was locked out by failed guesses gets a fresh start with the new password.
  await deps.rateLimiter.reset(failedLoginLimits.account(user.email).key);
}
