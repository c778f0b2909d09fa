import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useMyLicenses } from '../../../../features/driving-licenses/api/driving-licenses';
import { CategoryManager } from '../../../../features/driving-licenses/components/category-manager';
import { LicenseNotLoaded } from '../../../../features/driving-licenses/components/license-not-loaded';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/driving-licenses/$licenseId/categories')({
  params: { parse: ({ licenseId }) => ({ licenseId: String(parseRouteId(licenseId)) }) },
  component: LicenseCategoriesPage,
});

function LicenseCategoriesPage() {
  const { t } = useLingui();
  const licenseId = Number(Route.useParams().licenseId);
  const licenses = useMyLicenses();
  const license = licenses.data?.find((l) => l.id === licenseId);
  return (
    <div className="page">
      <PageHeader
        title={t`License categories`}
        subtitle={license ? license.number : undefined}
        back="/driving-licenses"
      />
      {license ? <CategoryManager license={license} /> : <LicenseNotLoaded licenses={licenses} />}
    </div>
  );
}
