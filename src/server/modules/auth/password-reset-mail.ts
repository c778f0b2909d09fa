import type { Mail } from '../../lib/mailer';
import { isLanguage, translate } from '../../lib/i18n';
import type { AuthUser } from './session-repository';
import { authMessages } from './messages';
import { PASSWORD_RESET_TTL_MS } from './password-reset-repository';

/** The reset link points at the app's /reset-password screen, which posts to /api/reset-password. */
export function passwordResetLink(baseUrl: string, token: string, email: string): string {
  const url = new URL('/reset-password', baseUrl);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

export function passwordResetMail(user: AuthUser, link: string): Mail {
  const language = isLanguage(user.language) ? user.language : 'ro';
  const values = { name: user.name, link, minutes: PASSWORD_RESET_TTL_MS / 60_000 };
  return {
    to: user.email,
    subject: translate(language, authMessages.resetMailSubject),
    text: translate(language, authMessages.resetMailBody, values),
  };
}
