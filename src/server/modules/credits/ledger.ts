import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { EntryCode } from './entry-descriptions';
import {
  movementCtes,
  postTransaction,
  preparedHoldCtes as preparedHold,
  setHoldCtes,
  type NewLedgerTransaction,
  type SystemAccounts,
} from './repository';

/**
 * The ledger service: the one way any module moves credits (PRODUCT.md, "Credits"). Each
 * movement is one balanced double-entry transaction written in the caller's database
 * transaction; nothing else imports credits/repository.ts (tests/unit/module-graph.test.ts).
 *
 * Lock order, which every caller keeps so concurrent movements cannot deadlock:
 *   1. `systemAccounts(db)` is read BEFORE the transaction (cached per database; on PGlite a
 *      query outside an open transaction would wait for it);
 *   2. the wallets: `lockWallets(tx, userIds)` (ascending account id, FOR NO KEY UPDATE); a
 *      booking locks its driver's one wallet with the lot instead (reservations/booking-facts);
 *   3. then the reservation row (reservations/reservation-locks.ts), then anything else
 *      (a report row).
 * The system accounts (escrow, fee, mint, payments) are never locked: their balance is the
 * sum of their entries. A wallet driven below zero fails on the database's check.
 */

export {
  lockWallets,
  systemAccounts,
  walletBalance,
  type NewLedgerTransaction,
  type SystemAccounts,
} from './repository';

type At = { at: Date };
type ForReservation = At & { reservationId: number; createdBy?: number };
/** A reservation settled between its driver and its lot's owner, with the system's fee. */
type Settlement = ForReservation & { driverWalletId: number; ownerWalletId: number; payout: number; fee: number };

/** A booking's hold: the driver's credits into escrow (written by the booking's own statement). */
export function bookingHold(
  input: ForReservation & { createdBy: number; walletId: number; amount: number },
  system: SystemAccounts,
): NewLedgerTransaction {
  return escrowMovement('hold', 'hold', input, system);
}

/**
 * The common table expressions that write a movement inside a bigger statement (the booking
 * writes its reservation, hold, notification and stored answer in one round trip).
 */
export function movementStatement(movement: NewLedgerTransaction, system: SystemAccounts) {
  return movementCtes(movement, system);
}

/** A booking's hold inside the fast path's prepared statement (see repository.ts preparedHoldCtes). */
export function preparedHoldCtes(booked: SQL): SQL {
  return preparedHold(booked);
}

/**
 * The holds of many bookings of one driver written at once (a reservation series): one hold
 * transaction per reservation of `booked` (a CTE returning id and credits_reserved), with its
 * two entries, and the wallet lowered once by their sum (repository.ts setHoldCtes).
 */
export function seriesHolds(
  booked: SQL,
  input: { walletId: number; createdBy: number; at: Date },
  system: SystemAccounts,
): SQL {
  return setHoldCtes(booked, input, system);
}

/** An extension's extra minutes: more of the driver's credits into escrow. */
export function extendHold(
  tx: Tx,
  input: ForReservation & { createdBy: number; walletId: number; amount: number },
  system: SystemAccounts,
) {
  return postTransaction(tx, escrowMovement('extend', 'extension', input, system), system);
}

/**
 * A hold leaves escrow (finalize, cancel, expire, a report's decision): the refund to the
 * driver under `refundCode`, the payout to the owner, the system's fee. Zero legs are left out.
 */
export function releaseHold(
  tx: Tx,
  input: Settlement & {
    reserved: number;
    refund: number;
    refundCode: Extract<EntryCode, 'refund_unused' | 'refund_cancelled' | 'refund_reported'>;
  },
  system: SystemAccounts,
) {
  return postSettlement(tx, 'release', input, system, [
    { accountId: system.escrow, amount: -input.reserved, code: 'hold' },
    { accountId: input.driverWalletId, amount: input.refund, code: input.refundCode },
  ]);
}

/** A contested report decided 'charge' after its refund: the price from the driver's wallet, paid out. */
export function chargeAfterReport(tx: Tx, input: Settlement & { charged: number }, system: SystemAccounts) {
  return postSettlement(tx, 'report_charge', input, system, [
    { accountId: input.driverWalletId, amount: -input.charged, code: 'report_charge' },
  ]);
}

/**
 * Credits that did not exist before: an administrator's grant or the welcome credits (from
 * the mint account), or a paid top-up (from the payments account).
 */
export function mintCredits(
  tx: Tx,
  input: At & {
    kind: 'grant' | 'welcome' | 'top_up';
    walletId: number;
    amount: number;
    createdBy?: number;
    description?: string | null;
  },
  system: SystemAccounts,
) {
  const source = input.kind === 'top_up' ? system.payments : system.mint;
  return postTransaction(
    tx,
    {
      kind: input.kind,
      createdBy: input.createdBy,
      description: input.description,
      at: input.at,
      legs: [
        { accountId: source, amount: -input.amount, code: input.kind },
        { accountId: input.walletId, amount: input.amount, code: input.kind },
      ],
    },
    system,
  );
}

function escrowMovement(
  kind: 'hold' | 'extend',
  code: 'hold' | 'extension',
  input: ForReservation & { walletId: number; amount: number },
  system: SystemAccounts,
): NewLedgerTransaction {
  return reservationMovement(kind, input, [
    { accountId: input.walletId, amount: -input.amount, code },
    { accountId: system.escrow, amount: input.amount, code },
  ]);
}

/** A reservation's transaction of `kind`: its reservation, who made it, when, and its legs. */
function reservationMovement(
  kind: NewLedgerTransaction['kind'],
  input: ForReservation,
  legs: NewLedgerTransaction['legs'],
): NewLedgerTransaction {
  return { kind, reservationId: input.reservationId, createdBy: input.createdBy, at: input.at, legs };
}

/**
 * A reservation's settling transaction of `kind`: the driver's `legs`, then what a settled
 * reservation pays: the owner's payout and the system's fee.
 */
function postSettlement(
  tx: Tx,
  kind: 'release' | 'report_charge',
  input: Settlement,
  system: SystemAccounts,
  legs: NewLedgerTransaction['legs'],
) {
  return postTransaction(
    tx,
    reservationMovement(kind, input, [
      ...legs,
      { accountId: input.ownerWalletId, amount: input.payout, code: 'payout' },
      { accountId: system.system_fee, amount: input.fee, code: 'fee' },
    ]),
    system,
  );
}
