import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/driving-licenses/$licenseId/categories')({
  component: LicenseCategoriesPage,
});

function LicenseCategoriesPage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`License categories`} back="/driving-licenses" />;
}
