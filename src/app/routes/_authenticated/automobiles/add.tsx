import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { AutomobileForm } from '../../../features/automobiles/components/automobile-form';

export const Route = createFileRoute('/_authenticated/automobiles/add')({
  component: AddAutomobilePage,
});

function AddAutomobilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <div className="page">
      <PageHeader title={t`Add automobile`} back="/automobiles" />
      <AutomobileForm onSaved={() => void navigate({ to: '/automobiles' })} />
    </div>
  );
}
