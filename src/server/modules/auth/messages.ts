export const authMessages = {
  invalidCredentials: /*i18n*/ { id: 'auth.invalid_credentials', message: 'Invalid email or password' },
  suspended: /*i18n*/ {
    id: 'auth.account_suspended',
    message: 'This account is suspended. Contact the administrators of Loc Liber.',
  },
  emailTaken: /*i18n*/ { id: 'auth.email_taken', message: 'This email address is already registered.' },
  loggedOut: /*i18n*/ { id: 'auth.logged_out', message: 'You have been logged out.' },
  resetLinkSent: /*i18n*/ {
    id: 'auth.reset_link_sent',
    message: 'If the email exists, we have sent a password reset link. Please check your inbox.',
  },
  resetTokenInvalid: /*i18n*/ {
    id: 'auth.reset_token_invalid',
    message: 'This password reset link is invalid or has expired.',
  },
  passwordReset: /*i18n*/ { id: 'auth.password_reset', message: 'Your password has been reset. You can now log in.' },
  currentPasswordWrong: /*i18n*/ { id: 'auth.current_password_wrong', message: 'The current password is not correct.' },
  accountUpdated: /*i18n*/ { id: 'auth.account_updated', message: 'Your account has been updated.' },
  resetMailSubject: /*i18n*/ { id: 'auth.reset_mail.subject', message: 'Reset your Loc Liber password' },
  resetMailBody: /*i18n*/ {
    id: 'auth.reset_mail.body',
    message:
      'Hello {name},\n\nWe received a request to reset the password of your Loc Liber account. Open this link to choose a new password:\n\n{link}\n\nThe link works once and expires in {minutes, plural, one {# minute} other {# minutes}}. If you did not ask for it, ignore this email: your password stays the same.',
  },
};
