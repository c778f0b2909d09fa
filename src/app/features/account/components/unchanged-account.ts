import type { SessionUser } from '../../../lib/session-store';
import type { AccountInput } from '../api/update-account';

/** The account as it stands, with no new password: where the account form starts, and what a settings save sends back. */
export const unchangedAccount = (user: SessionUser): AccountInput => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  password: '',
  password_confirmation: '',
  current_password: '',
});
