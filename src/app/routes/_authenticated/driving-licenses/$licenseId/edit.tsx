import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { DeleteButton } from '../../../../components/ui/delete-button';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCountries } from '../../../../features/countries/countries-store';
import { useDeleteLicense, useMyLicenses } from '../../../../features/driving-licenses/api/driving-licenses';
import { LicenseForm } from '../../../../features/driving-licenses/components/license-form';
import { LicenseNotLoaded } from '../../../../features/driving-licenses/components/license-not-loaded';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/driving-licenses/$licenseId/edit')({
  params: { parse: ({ licenseId }) => ({ licenseId: String(parseRouteId(licenseId)) }) },
  component: EditLicensePage,
});

function EditLicensePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const countries = useCountries();
  const licenseId = Number(Route.useParams().licenseId);
  const licenses = useMyLicenses();
  const remove = useDeleteLicense(licenseId);
  const license = licenses.data?.find((l) => l.id === licenseId);
  const back = () => void navigate({ to: '/driving-licenses' });
  return (
    <div className="page">
      <PageHeader title={t`Edit driving license`} back="/driving-licenses" />
      {license ? (
        <>
          <LicenseForm license={license} countries={countries.items} onSaved={back} />
          <DeleteButton
            label={t`Delete driving license`}
            title={t`Delete driving license ${license.number}?`}
            busy={remove.isPending}
            onDelete={() => remove.mutateAsync(undefined)}
            deletedMessage={t`Driving license deleted`}
            onDeleted={back}
          />
        </>
      ) : (
        <LicenseNotLoaded licenses={licenses} />
      )}
    </div>
  );
}
