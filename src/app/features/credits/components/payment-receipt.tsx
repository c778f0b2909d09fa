import './credits.css';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink, Printer } from 'lucide-react';
import { formatMoney } from '../../../../domain/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { creditCount } from '../../../lib/counts';
import { formatDateTime } from '../../../lib/dates';
import type { Payment } from '../api/top-up';

/** A card payment's receipt: what was paid, when, for which pack, and Stripe's own receipt. Printable. */
export function PaymentReceipt({ payment, zone }: { payment: Payment; zone: string }) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(payment.amount, payment.currency, i18n.locale);
  const credits = payment.credits;
  return (
    <Card className="receipt" data-testid="receipt">
      <p className="receipt__brand">Loc Liber</p>
      <h2 className="receipt__title">{t`Receipt no. ${payment.id}`}</h2>
      <dl className="receipt__facts">
        <div>
          <dt>{t`Amount paid`}</dt>
          <dd className="tabular" data-testid="receipt-amount">
            {amount}
          </dd>
        </div>
        <div>
          <dt>{t`Date`}</dt>
          <dd className="tabular">{formatDateTime(payment.date, zone)}</dd>
        </div>
        <div>
          <dt>{t`Pack`}</dt>
          <dd>{i18n._(creditCount(credits))}</dd>
        </div>
        <div>
          <dt>{t`Paid by`}</dt>
          <dd>{t`Card, through Stripe`}</dd>
        </div>
      </dl>
      <div className="receipt__actions">
        {payment.receipt_url ? (
          <a className="text-link" href={payment.receipt_url} target="_blank" rel="noreferrer noopener">
            {t`Stripe's receipt`} <ExternalLink size={14} aria-hidden="true" />
          </a>
        ) : (
          <span className="muted text-sm">{t`Stripe's receipt is not available for this payment.`}</span>
        )}
        <Button
          className="no-print"
          variant="secondary"
          icon={<Printer size={18} aria-hidden="true" />}
          onClick={() => window.print()}
        >
          {t`Print`}
        </Button>
      </div>
    </Card>
  );
}
