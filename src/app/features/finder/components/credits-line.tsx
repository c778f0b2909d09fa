import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Coins } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { creditCount } from '../../../lib/counts';

type CreditsLineProps = { required: number | null; balance: number | undefined; short: boolean };

/** Credits the booking holds next to the balance, and a warning when the balance falls short. */
export function CreditsLine({ required, balance, short }: CreditsLineProps) {
  const { t, i18n } = useLingui();
  const needed = i18n._(creditCount(required ?? 0));
  return (
    <div className="stack-sm">
      <p className="credits-line" data-testid="credits-line">
        <Coins size={18} aria-hidden="true" />
        <span>
          {t`Required credits:`} <strong className="tabular">{required ?? '—'}</strong>
        </span>
        <span className="credits-line__balance">
          {t`Your balance:`} <strong className="tabular">{balance ?? '…'}</strong>
        </span>
      </p>
      {short ? (
        <Alert tone="warning" title={t`Not enough credits`}>
          {t`This reservation needs ${needed} and your balance is ${balance}.`}{' '}
          <Link to="/credits">{t`See your credits`}</Link>
        </Alert>
      ) : null}
    </div>
  );
}
