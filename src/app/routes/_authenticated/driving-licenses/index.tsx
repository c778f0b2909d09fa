import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { useMyLicenses } from '../../../features/driving-licenses/api/driving-licenses';
import { LicenseList } from '../../../features/driving-licenses/components/license-list';
import { errorMessage } from '../../../lib/api-error';

export const Route = createFileRoute('/_authenticated/driving-licenses/')({
  component: DrivingLicensesPage,
});

function DrivingLicensesPage() {
  const { t } = useLingui();
  const licenses = useMyLicenses();
  return (
    <div className="page">
      <PageHeader
        title={t`Driving licenses`}
        actions={
          <Link to="/driving-licenses/add" className={buttonClass({ size: 'sm' })}>
            <Plus size={16} aria-hidden="true" />
            {t`Add`}
          </Link>
        }
      />
      {licenses.data ? (
        <LicenseList licenses={licenses.data} />
      ) : licenses.isPending ? (
        <SpinnerBlock label={t`Loading driving licenses...`} />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(licenses.error, t`Failed to load the driving licenses`)}
        </Alert>
      )}
    </div>
  );
}
