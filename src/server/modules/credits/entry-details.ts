import { eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { ledgerEntries, ledgerTransactions, parkingLots, payments, reservations } from '../../db/schema/index';

/**
 * Ledger entries as every list of them shows one (the wallet's history and the administrators'
 * list): the entry with its transaction, its reservation's lot and its payment, and `more`.
 */
export function selectEntryDetails<M extends SelectedFields>(db: Db, more: M) {
  return db
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      code: ledgerEntries.description,
      createdAt: ledgerEntries.createdAt,
      transactionDescription: ledgerTransactions.description,
      reservationId: ledgerTransactions.reservationId,
      place: parkingLots.identifier,
      paymentId: payments.id,
      paymentCredits: payments.credits,
      paymentAmount: payments.amount,
      paymentCurrency: payments.currency,
      ...more,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(reservations, eq(reservations.id, ledgerTransactions.reservationId))
    .leftJoin(parkingLots, eq(parkingLots.id, reservations.parkingLotId))
    .leftJoin(payments, eq(payments.ledgerTransactionId, ledgerTransactions.id))
    .$dynamic();
}

/** A listed entry's payment as its description reads it, when it has one. */
export function entryPayment(row: {
  paymentCredits: number | null;
  paymentAmount: number | null;
  paymentCurrency: string | null;
}) {
  if (row.paymentCredits === null || row.paymentAmount === null || row.paymentCurrency === null) return null;
  return { credits: row.paymentCredits, amount: row.paymentAmount, currency: row.paymentCurrency };
}
