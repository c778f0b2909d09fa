import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/edit')({
  component: EditAutomobilePage,
});

function EditAutomobilePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit automobile`} back="/automobiles" />;
}
