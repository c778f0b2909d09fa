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
  const badges = {
    apple: { label: t`Add to Apple Wallet`, verb: t`Add to`, name: 'Apple Wallet' },
    google: { label: t`Save to Google Wallet`, verb: t`Save to`, name: 'Google Wallet' },
  };
  return (
    <div className="wallet-buttons stack-sm">
      {(['apple', 'google'] as const).map((wallet) =>
        wallets[wallet] ? (
          <WalletBadge key={wallet} wallet={wallet} {...badges[wallet]} busy={add.isPending} onOpen={open} />
        ) : null,
      )}
      {add.isError ? (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(add.error, t`The pass could not be added to the wallet. Try again.`)}
        </Alert>
      ) : null}
    </div>
  );
}

type BadgeProps = {
  wallet: 'apple' | 'google';
  label: string;
  verb: string;
  name: string;
  busy: boolean;
  onOpen: (wallet: 'apple' | 'google') => void;
};

/** One wallet's badge: the verb above the wallet's name, the whole said by its label. */
function WalletBadge({ wallet, label, verb, name, busy, onOpen }: BadgeProps) {
  return (
    <button
      type="button"
      className="wallet-badge"
      onClick={() => onOpen(wallet)}
      disabled={busy}
      data-wallet={wallet}
      aria-label={label}
    >
      <Wallet size={22} aria-hidden="true" />
      <span className="wallet-badge__text" aria-hidden="true">
        <span className="wallet-badge__small">{verb}</span>
        <span className="wallet-badge__name">{name}</span>
      </span>
    </button>
  );
}
