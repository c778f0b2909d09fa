import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast-store';
import { safeRedirect } from '../../features/auth/guards';
import { LoginForm } from '../../features/auth/components/login-form';
import { authMessages } from '../../features/auth/messages';
import { accountLanguageReady } from '../../features/language/language-sync';

type LoginSearch = { redirect?: string };

export const Route = createFileRoute('/_guest/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  component: LoginPage,
});

function LoginPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Log in`);
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <LoginForm
      onSuccess={() => {
        void accountLanguageReady().then(() => toast.success(i18n._(authMessages.loggedIn)));
        void navigate({ href: safeRedirect(redirect), replace: true });
      }}
    />
  );
}
