import './credits.css';
import { useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import { creditWord } from '../../../lib/counts';
import { durationLabel } from '../../../lib/duration-label';
import { useBalance } from '../api/get-balance';

/** The balance, large, with what it buys (1 credit = 1 minute of parking). */
export function BalanceCard() {
  const { i18n, t } = useLingui();
  const balance = useBalance();
  const value = balance.data;
  const duration = durationLabel(i18n, value ?? 0);
  return (
    <section className="balance-card" aria-labelledby="balance-title">
      <div className="balance-card__icon">
        <Wallet size={24} aria-hidden="true" />
      </div>
      <div className="balance-card__text">
        <h2 id="balance-title" className="balance-card__label">
          {t`Balance`}
        </h2>
        {value === undefined ? (
          balance.isError ? (
            <p className="balance-card__error">{errorMessage(balance.error, t`The balance could not be loaded.`)}</p>
          ) : (
            <Spinner label={t`Loading balance...`} />
          )
        ) : (
          <>
            <p className="balance-card__value" data-testid="balance">
              <strong className="tabular">{i18n.number(value)}</strong> <span>{i18n._(creditWord(value))}</span>
            </p>
            <p className="balance-card__hint">
              {value > 0
                ? t`Enough for ${duration} of parking (1 credit = 1 minute).`
                : t`1 credit = 1 minute of parking.`}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
