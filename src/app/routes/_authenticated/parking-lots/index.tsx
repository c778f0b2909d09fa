import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Plus, ScanQrCode, ShieldCheck } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAppConfig } from '../../../lib/app-config';
import { myParkingLotsQuery } from '../../../features/parking-lots/api/get-my-parking-lots';
import { ParkingLotList } from '../../../features/parking-lots/components/parking-lot-list';

export const Route = createFileRoute('/_authenticated/parking-lots/')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(myParkingLotsQuery());
  },
  component: ParkingLotsPage,
});

function ParkingLotsPage() {
  const { t } = useLingui();
  const config = useAppConfig();
  return (
    <div className="page">
      <PageHeader
        title={t`Parking lots`}
        subtitle={t`Your lots, their availability and reservations`}
        actions={
          <>
            <Link to="/parking-lots/check" className={buttonClass({ size: 'sm', variant: 'secondary' })}>
              <ScanQrCode size={18} aria-hidden="true" />
              {t`Check a pass`}
            </Link>
            <Link to="/parking-lots/add" className={buttonClass({ size: 'sm' })}>
              <Plus size={18} aria-hidden="true" />
              {t`Add`}
            </Link>
          </>
        }
      />
      <ParkingLotList zone={config.data?.timezone} />
      <Link to="/parking-lots/reliability" className={buttonClass({ variant: 'ghost', block: true })}>
        <ShieldCheck size={18} aria-hidden="true" />
        {t`Your reliability as an owner`}
      </Link>
    </div>
  );
}
