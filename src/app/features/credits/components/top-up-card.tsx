import './credits.css';
import { useLingui } from '@lingui/react/macro';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { formatMoney } from '../../../../domain/money';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { creditWord } from '../../../lib/counts';
import { useMyCreditRequests } from '../api/credit-requests';
import { useCreditOffers, useStartCheckout } from '../api/top-up';

/**
 * Buying credits by card: the packs, each a button that leaves for Stripe Checkout. Without
 * card payments, nothing when the server takes requests (RequestCreditsCard offers that),
 * else a word that credits are neither sold nor requested here (never "ask someone" unnamed).
 */
export function TopUpCard() {
  const { t, i18n } = useLingui();
  const offers = useCreditOffers();
  const checkout = useStartCheckout();
  const requests = useMyCreditRequests();
  const [chosen, setChosen] = useState<number>();
  if (offers.isPending) return <SpinnerBlock label={t`Loading credit packs...`} />;
  if (offers.isError) {
    return <Alert tone="error">{errorMessage(offers.error, t`The credit packs could not be loaded.`)}</Alert>;
  }
  const { card_payments: enabled, currency, packs } = offers.data;
  if (!enabled) {
    if (requests.data?.enabled !== false) return null;
    return (
      <Card title={t`Buy credits`} className="top-up" data-testid="top-up">
        <Alert tone="info" title={t`Card payments are not configured on this server.`}>
          {t`Nor does it take requests for credits: the credits you have are the ones you can use.`}
        </Alert>
      </Card>
    );
  }
  // The browser stays busy until Stripe's page loads: keep the buttons locked after success too.
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <Card title={t`Buy credits`} className="top-up" data-testid="top-up">
      <ul className="top-up__packs">
        {packs.map((pack) => {
          const price = formatMoney(pack.amount, currency, i18n.locale);
          const hours = Math.floor(pack.credits / 60);
          const count = pack.credits;
          // The word after the big figure agrees with it ("300 de credite" in Romanian).
          const word = i18n._(creditWord(count));
          const time = hours > 0 ? t`${hours} h of parking` : t`${pack.credits} min of parking`;
          return (
            <li key={pack.credits}>
              <button
                type="button"
                className="top-up__pack"
                disabled={busy}
                aria-busy={busy && chosen === pack.credits ? true : undefined}
                onClick={() => {
                  setChosen(pack.credits);
                  checkout.mutate(pack.credits);
                }}
              >
                <span className="top-up__credits">
                  <strong className="tabular">{pack.credits}</strong> <span>{word}</span>
                </span>
                <span className="top-up__price tabular">{price}</span>
                <span className="top-up__time text-sm">{time}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {checkout.isError ? (
        <Alert tone="error">{errorMessage(checkout.error, t`The payment could not be started.`)}</Alert>
      ) : null}
      <p className="top-up__note text-sm muted">
        <CreditCard size={16} aria-hidden="true" />{' '}
        {busy
          ? t`Opening the secure payment page...`
          : t`You pay by card on Stripe's secure page; the credits are added as soon as the payment is confirmed.`}
      </p>
    </Card>
  );
}
