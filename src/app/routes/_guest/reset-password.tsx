import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast-store';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form';

type ResetSearch = { token: string; email: string };

/** Opened from the mailed link: /reset-password?token=...&email=... */
export const Route = createFileRoute('/_guest/reset-password')({
  validateSearch: (search: Record<string, unknown>): ResetSearch => ({
    token: typeof search.token === 'string' || typeof search.token === 'number' ? String(search.token) : '',
    email: typeof search.email === 'string' ? search.email : '',
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Choose a new password`);
  const { token, email } = Route.useSearch();
  const navigate = useNavigate();
  return (
    <ResetPasswordForm
      token={token}
      email={email}
      onSuccess={(message) => {
        toast.success(message);
        void navigate({ to: '/login', replace: true });
      }}
    />
  );
}
