import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/automobiles/add')({
  component: AddAutomobilePage,
});

function AddAutomobilePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Add automobile`} back="/automobiles" />;
}
