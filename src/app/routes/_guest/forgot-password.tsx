import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';

export const Route = createFileRoute('/_guest/forgot-password')({
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  const { t } = useLingui();
  useDocumentTitle(t`Forgot your password?`);
  return <ForgotPasswordForm />;
}
