import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '../../../components/ui/toast-store';
import { logout } from '../api/logout';
import { authMessages } from '../messages';

/** Signs out, says so, and goes to the sign-in screen (the side menu's Logout). */
export function useSignOut(): () => Promise<void> {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  return async () => {
    await logout();
    toast.success(i18n._(authMessages.loggedOut));
    await navigate({ to: '/login' });
  };
}
