import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useDocumentTitle } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toast-store';
import { RegisterForm } from '../../features/auth/components/register-form';
import { authMessages } from '../../features/auth/messages';

export const Route = createFileRoute('/_guest/register')({
  component: RegisterPage,
});

function RegisterPage() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Create an account`);
  const navigate = useNavigate();
  return (
    <RegisterForm
      onSuccess={() => {
        toast.success(i18n._(authMessages.registered));
        void navigate({ to: '/', replace: true });
      }}
    />
  );
}
