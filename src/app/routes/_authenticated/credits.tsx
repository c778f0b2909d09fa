import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/credits')({
  component: CreditsPage,
});

function CreditsPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Credits`} />;
}
