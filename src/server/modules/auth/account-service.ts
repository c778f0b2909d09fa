import type { AccountUpdate } from '../../../domain/auth-schemas';
import type { Deps } from '../../deps';
import { isUniqueViolation } from '../../db/pg-errors';
import { messages, validationFailed } from '../../lib/errors';
import type { Language } from '../../lib/i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { countAttempt, ensureWithinLimits } from '../../lib/rate-limit-guard';
import { authMessages } from './messages';
import { failedLoginLimits } from './auth-limits';
import { revokeUserSessions, type AuthUser } from './session-repository';
import { emailTaken } from './service';
import { findUserByEmail, updateUser } from '../users/index';
import { savePreferences } from '../push/index';

export async function changeLanguage(
  deps: Pick<Deps, 'db' | 'accessTokenCache' | 'now'>,
  user: AuthUser,
  language: Language,
) {
  const updated = await updateUser(deps.db, user.id, { language }, deps.now());
  await deps.accessTokenCache.forgetUser(user.id);
  return updated;
}

/**
 * Changing the email or the password needs the current password: a stolen access token
 * alone must not be enough to take the account over. Wrong guesses count like failed
 * sign-ins of that account.
 */
async function checkCurrentPassword(
  deps: Pick<Deps, 'rateLimiter'>,
  user: AuthUser,
  currentPassword: string | null | undefined,
) {
  if (!currentPassword) throw validationFailed({ current_password: [messages.required] });
  const limit = failedLoginLimits.account(user.email);
  await ensureWithinLimits(deps.rateLimiter, [limit]);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    await countAttempt(deps.rateLimiter, [limit]);
    throw validationFailed({ current_password: [authMessages.currentPasswordWrong] });
  }
}

/** Updates the account; a blank password keeps the current one, a new one signs out the other sessions. */
export async function updateAccount(
  deps: Pick<Deps, 'db' | 'rateLimiter' | 'accessTokenCache' | 'now'>,
  user: AuthUser,
  sessionId: string,
  input: AccountUpdate,
) {
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  const newPassword = input.password || undefined;
  if (emailChanged || newPassword) await checkCurrentPassword(deps, user, input.current_password);
  if (emailChanged) {
    const other = await findUserByEmail(deps.db, input.email);
    if (other && other.id !== user.id) throw emailTaken();
  }
  const passwordHash = newPassword ? await hashPassword(newPassword) : undefined;
  const now = deps.now();
  try {
    const result = await deps.db.transaction(async (tx) => {
      const updated = await updateUser(
        tx,
        user.id,
        { name: input.name, email: input.email, phone: input.phone, ...(passwordHash ? { passwordHash } : {}) },
        now,
      );
      if (passwordHash) await revokeUserSessions(tx, user.id, 'password_changed', now, sessionId);
      return updated;
    });
    await deps.accessTokenCache.forgetUser(user.id);
    if (input.notify) await savePreferences(deps.db, user.id, input.notify, now);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}
