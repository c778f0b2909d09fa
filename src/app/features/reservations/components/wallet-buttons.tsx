import './wallet-buttons.css';
import { useLingui } from '@lingui/react/macro';
import { Wallet } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { errorMessage } from '../../../lib/api-error';
import { useAddToWallet } from '../api/wallet-passes';

type WalletButtonsProps = { reservationId: number; wallets: { apple: boolean; google: boolean } | undefined };

/**
 * "Add to Apple Wallet" and "Save to Google Wallet", only for the wallets this server has
 * settings for (GET /config `wallets`). Drawn after each vendor's badge: black, the wallet's
 * name in full, never restyled in the app's colours (docs/passes.md, "Wallet buttons").
 */
export function WalletButtons({ reservationId, wallets }: WalletButtonsProps) {
  const { t, i18n } = useLingui();
  const add = useAddToWallet();
  if (!wallets?.apple && !wallets?.google) return null;
  const open = (wallet: 'apple' | 'google') => add.mutate({ wallet, id: reservationId, language: i18n.locale });
  return (
    <div className="wallet-buttons stack-sm">
      {wallets.apple ? (
        <button
          type="button"
          className="wallet-badge"
          onClick={() => open('apple')}
          disabled={add.isPending}
          data-wallet="apple"
          aria-label={t`Add to Apple Wallet`}
        >
          <Wallet size={22} aria-hidden="true" />
          <span className="wallet-badge__text" aria-hidden="true">
            <span className="wallet-badge__small">{t`Add to`}</span>
            <span className="wallet-badge__name">Apple Wallet</span>
          </span>
        </button>
      ) : null}
      {wallets.google ? (
        <button
          type="button"
          className="wallet-badge"
          onClick={() => open('google')}
          disabled={add.isPending}
          data-wallet="google"
          aria-label={t`Save to Google Wallet`}
        >
          <Wallet size={22} aria-hidden="true" />
          <span className="wallet-badge__text" aria-hidden="true">
            <span className="wallet-badge__small">{t`Save to`}</span>
            <span className="wallet-badge__name">Google Wallet</span>
          </span>
        </button>
      ) : null}
      {add.isError ? (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(add.error, t`The pass could not be added to the wallet. Try again.`)}
        </Alert>
      ) : null}
    </div>
  );
}
