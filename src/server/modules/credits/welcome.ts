import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { emitSafely } from '../../lib/app-events';
import { recordAudit } from '../audit/index';
import { mintCredits, systemAccounts } from './ledger';

/** The new account, inside the transaction that creates it: the user and their wallet. */
type NewAccount = { userId: number; walletId: number };

/**
 * WELCOME_CREDITS (PRODUCT.md, "The driver's first hour"): `within` writes them in the
 * transaction that creates the account (kind and code `welcome`, minted, audited with no
 * administrator), so an account never exists without them; `announce` tells the driver after
 * the commit. The database keeps it to once per wallet (ledger_entries_welcome_unique).
 * Null when the setting is 0.
 */
export async function prepareWelcomeCredits(deps: Pick<Deps, 'config' | 'db' | 'now' | 'events' | 'log'>) {
  const amount = deps.config.welcomeCredits;
  if (amount <= 0) return null;
  // Read before the account's transaction: on PGlite (one connection) a query outside it would wait for it.
  const system = await systemAccounts(deps.db);
  let granted: { userId: number; transactionId: number; at: Date } | undefined;
  return {
    within: async (tx: Tx, account: NewAccount) => {
      const at = deps.now();
      const posted = await mintCredits(tx, { kind: 'welcome', at, walletId: account.walletId, amount }, system);
      await recordAudit(tx, {
        adminId: null,
        action: 'credits.welcome',
        targetType: 'user',
        targetId: account.userId,
        before: { balance: 0 },
        after: { balance: amount, amount, transaction_id: posted.id },
        at,
      });
      granted = { userId: account.userId, transactionId: posted.id, at };
    },
    announce: () => {
      if (!granted) return;
      emitSafely(deps.events, 'credits.added', { ...granted, amount, source: 'welcome' }, (err) =>
        deps.log.error({ err }, 'credits.added subscriber failed'),
      );
    },
  };
}
