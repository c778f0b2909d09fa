import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../components/layout/placeholder-page';

export const Route = createFileRoute('/_authenticated/driving-licenses/$licenseId/edit')({
  component: EditDrivingLicensePage,
});

function EditDrivingLicensePage() {
  const { t } = useLingui();
  return <PlaceholderPage title={t`Edit driving license`} back="/driving-licenses" />;
}
