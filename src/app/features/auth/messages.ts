import { msg } from '@lingui/core/macro';

/** Fallback texts (SPEC.md section 8) shown when the server sends no message of its own. */
export const authMessages = {
  loginFailed: msg`Failed to login`,
  registrationFailed: msg`Registration failed`,
  getUserFailed: msg`Failed to get user`,
  refreshFailed: msg`Failed to refresh token`,
  noRefreshToken: msg`No refresh token`,
  logoutFailed: msg`Failed to logout`,
  resetEmailFailed: msg`Failed to send reset email`,
  resetFailed: msg`Failed to reset password`,
  invalidCredentials: msg`Invalid email or password`,
  pleaseLogin: msg`Please login to continue`,
  genericError: msg`An error occurred.`,
  fixErrors: msg`Please fix the errors in the form`,
  resetLinkSent: msg`If the email exists, we have sent a password reset link. Please check your inbox.`,
  loggedIn: msg`Welcome back!`,
  registered: msg`Your account is ready.`,
  loggedOut: msg`You have been logged out.`,
  passwordReset: msg`You can now log in`,
};
