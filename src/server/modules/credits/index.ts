// What other modules (and the seed and jobs) may use of credits: the ledger (wallets,
// escrow, transactions, balances), an administrator's grant, the totals' fold.
export { foldLedgerTotals } from './admin-totals';
export { prepareDayExports } from './day-exports';
export {
  bookingHold,
  chargeAfterReport,
  extendHold,
  lockWallets,
  mintCredits,
  movementStatement,
  preparedHoldCtes,
  releaseHold,
  seriesHolds,
  systemAccounts,
  walletBalance,
  type NewLedgerTransaction,
  type SystemAccounts,
} from './ledger';
export { grantCredits } from './service';
export { prepareWelcomeCredits } from './welcome';
