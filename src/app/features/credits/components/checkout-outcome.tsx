import './credits.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { creditKeys } from '../../../lib/query-keys';
import { CHECKOUT_POLL_LIMIT_MS, useCheckoutStatus } from '../api/top-up';

type Props = { outcome: 'success' | 'cancelled'; sessionId?: string; onDismiss: () => void };

/** Back from Stripe Checkout: waits for the webhook's outcome (a short poll), then says what happened. */
export function CheckoutOutcome({ outcome, sessionId, onDismiss }: Props) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [since] = useState(() => Date.now());
  const status = useCheckoutStatus(outcome === 'success' ? sessionId : undefined, since);
  const paid = status.data?.status === 'paid' ? status.data.payment : null;
  useEffect(() => {
    if (paid) void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  }, [paid, queryClient]);
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), CHECKOUT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, []);
  const dismiss = (
    <Button variant="ghost" size="sm" onClick={onDismiss}>
      {t`Close`}
    </Button>
  );
  if (outcome === 'cancelled') {
    return (
      <div className="checkout-outcome" data-testid="checkout-outcome">
        <Alert tone="warning" title={t`Payment cancelled`}>
          {t`Nothing was charged. You can choose a pack again whenever you like.`}
        </Alert>
        {dismiss}
      </div>
    );
  }
  if (paid) {
    const credits = paid.credits;
    return (
      <div className="checkout-outcome" data-testid="checkout-outcome">
        <Alert
          tone="success"
          title={t`Payment received: ${plural(credits, { one: '# credit added', other: '# credits added' })}`}
        >
          <Link className="text-link" to="/credits/receipts/$paymentId" params={{ paymentId: String(paid.id) }}>
            {t`See the receipt`}
          </Link>
        </Alert>
        {dismiss}
      </div>
    );
  }
  return (
    <div className="checkout-outcome" data-testid="checkout-outcome">
      <Alert tone="info" title={late ? t`The payment is still being confirmed` : t`Confirming your payment...`}>
        {late ? (
          t`Stripe has not confirmed it yet. The credits will appear in your history as soon as it does.`
        ) : (
          <Spinner label={t`Waiting for the payment confirmation...`} />
        )}
      </Alert>
    </div>
  );
}
