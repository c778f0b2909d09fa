import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { ownerStrikesQuery } from '../../../features/ratings/api/owner-strikes';
import { ReliabilityStatus } from '../../../features/ratings/components/reliability-status';

export const Route = createFileRoute('/_authenticated/parking-lots/reliability')({
  loader: ({ context }) => void context.queryClient.prefetchQuery(ownerStrikesQuery()),
  component: ReliabilityPage,
});

/** The owner's strikes and whether their lots are in search (the out-of-search notification opens this). */
function ReliabilityPage() {
  const { t } = useLingui();
  return (
    <div className="page">
      <PageHeader title={t`Your reliability`} back="/parking-lots" />
      <ReliabilityStatus />
    </div>
  );
}
