import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SearchX } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { useAppConfig } from '../../../../lib/app-config';
import { paymentQuery, usePayment } from '../../../../features/credits/api/top-up';
import { PaymentReceipt } from '../../../../features/credits/components/payment-receipt';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { routeIdOrZero } from '../../../../lib/route-id';

/** /credits/receipts/{id}: the receipt of one of my card payments. */
export const Route = createFileRoute('/_authenticated/credits_/receipts/$paymentId')({
  loader: ({ context, params }) => {
    const id = routeIdOrZero(params.paymentId);
    if (id > 0) void context.queryClient.prefetchQuery(paymentQuery(id));
  },
  component: ReceiptPage,
});

function ReceiptPage() {
  const { t } = useLingui();
  const id = routeIdOrZero(Route.useParams().paymentId);
  const query = usePayment(id);
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  let body;
  if (query.data) body = <PaymentReceipt payment={query.data} zone={zone} />;
  else if (query.isPending && id > 0) body = <SpinnerBlock label={t`Loading receipt...`} />;
  else if (id === 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    body = <EmptyState icon={SearchX} title={t`Receipt not found`} />;
  } else body = <Alert tone="error">{errorMessage(query.error, t`The receipt could not be loaded.`)}</Alert>;
  return (
    <div className="page">
      <PageHeader title={t`Receipt`} back="/credits" />
      {body}
    </div>
  );
}
