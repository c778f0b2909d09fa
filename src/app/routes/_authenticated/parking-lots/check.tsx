import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { appConfigQuery, useAppConfig } from '../../../lib/app-config';
import { useSession } from '../../../lib/use-session';
import { myParkingLotsQuery, useMyParkingLots } from '../../../features/parking-lots/api/get-my-parking-lots';
import { PassCheckScreen } from '../../../features/parking-lots/components/pass-check/pass-check-screen';

export const Route = createFileRoute('/_authenticated/parking-lots/check')({
  loader: ({ context }) => {
    // Both are kept on the device: the check then works with no signal.
    void context.queryClient.prefetchQuery(appConfigQuery());
    void context.queryClient.prefetchQuery(myParkingLotsQuery());
  },
  component: PassCheckPage,
});

function PassCheckPage() {
  const { t } = useLingui();
  const config = useAppConfig().data;
  const lots = useMyParkingLots().data;
  const userId = useSession().user?.id ?? 0;
  return (
    <div className="page">
      <PageHeader title={t`Check a pass`} subtitle={t`Is this car allowed on your lot now?`} back="/parking-lots" />
      <PassCheckScreen
        userId={userId}
        lots={lots}
        publicJwk={config?.pass_public_key}
        zone={config?.timezone ?? 'Europe/Bucharest'}
      />
    </div>
  );
}
