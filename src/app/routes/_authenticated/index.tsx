import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/')({
  component: SearchPage,
});

function SearchPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Search`} />;
}
