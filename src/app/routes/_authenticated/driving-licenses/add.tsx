import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useCountries } from '../../../features/countries/countries-store';
import { LicenseForm } from '../../../features/driving-licenses/components/license-form';

export const Route = createFileRoute('/_authenticated/driving-licenses/add')({
  component: AddLicensePage,
});

function AddLicensePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const countries = useCountries();
  return (
    <div className="page">
      <PageHeader title={t`Add driving license`} back="/driving-licenses" />
      <LicenseForm
        countries={countries.items}
        onSaved={(license) =>
          void navigate({ to: '/driving-licenses/$licenseId/categories', params: { licenseId: String(license.id) } })
        }
      />
    </div>
  );
}
