import { requiredCredits } from '../../../src/domain/credits';

/** The plain model of the ledger: what every wallet and reservation must hold, kept without a database. */

export type Settings = { minCredits: number; feeCredits: number };

export type ModelReservation = {
  id: number;
  driverId: number;
  ownerId: number;
  lotId: number;
  start: number;
  end: number;
  reserved: number;
  status: 'open' | 'cancelled' | 'finalized' | 'expired';
  paid: number;
  /** The driver's "spot taken" report (cancelled then): held for an administrator or refunded at once. */
  report?: ModelReport;
};

export type ModelReport = { at: number; held: boolean; contested: boolean; settled?: 'charge' | 'refund' };

/** Its hold is still in escrow: open, or reported and held until an administrator decides. */
export const stillHolding = (r: ModelReservation) => r.status === 'open' || (!!r.report?.held && !r.report.settled);

/** Reported reservations an administrator has not decided yet, by id (contest and settle pick among them). */
export function undecidedReports(model: Model): ModelReservation[] {
  return [...model.reservations.values()].filter((r) => r.report && !r.report.settled).sort((a, b) => a.id - b.id);
}

export type Model = {
  /** The servers' clock (ms), fixed within a batch. */
  clock: number;
  /** Credits each user received from outside: grants and top-ups. */
  credited: Map<number, number>;
  suspended: Set<number>;
  reservations: Map<number, ModelReservation>;
  /** The series booked (their id and driver): cancel-series and renew-series pick among them. */
  series: { id: number; driverId: number; startDate: string }[];
};

export const MINUTE = 60_000;

export function emptyModel(clock: number): Model {
  return { clock, credited: new Map(), suspended: new Set(), reservations: new Map(), series: [] };
}

export const credit = (model: Model, userId: number, amount: number) =>
  model.credited.set(userId, (model.credited.get(userId) ?? 0) + amount);

/** Open reservations by id: the targets an op's index picks from. */
export function openReservations(model: Model): ModelReservation[] {
  return [...model.reservations.values()].filter((r) => r.status === 'open').sort((a, b) => a.id - b.id);
}

export const required = (start: number, end: number, settings: Settings) =>
  requiredCredits(new Date(start), new Date(end), settings.minCredits);

/** PRODUCT.md, "Credits": the fee is min(SYSTEM_FEE_CREDITS, charged), the owner gets the rest. */
export const feeOf = (paid: number, settings: Settings) => Math.min(settings.feeCredits, paid);

/** What a finalize at `at` charges: at least the minimum, at most what is held. */
export function finalizeCharge(
  r: Pick<ModelReservation, 'start' | 'reserved'>,
  at: number,
  settings: Settings,
): number {
  const used = at > r.start ? Math.ceil((at - r.start) / MINUTE) : 0;
  return Math.min(r.reserved, Math.max(settings.minCredits, used));
}

/**
 * Every wallet as the model sees it: credited, less what its reservations hold (open, or a
 * report held for review) or paid (closed), plus the owner's share of what was paid for its lots.
 */
export function expectedBalances(model: Model, settings: Settings): Map<number, number> {
  const balances = new Map(model.credited);
  const add = (userId: number, amount: number) => balances.set(userId, (balances.get(userId) ?? 0) + amount);
  for (const r of model.reservations.values()) {
    const holding = stillHolding(r);
    add(r.driverId, -(holding ? r.reserved : r.paid));
    if (!holding && r.paid > 0) add(r.ownerId, r.paid - feeOf(r.paid, settings));
  }
  return balances;
}

export type Extension = { kind: 'minutes' | 'to'; value: number };

/**
 * The ends a reservation may have after the extensions that succeeded on it in one batch, in
 * any order they could have committed (an end to a time not later than the current one
 * would have been refused, so that order is impossible).
 */
export function possibleEnds(end: number, extensions: Extension[]): Set<number> {
  if (extensions.length === 0) return new Set([end]);
  const ends = new Set<number>();
  extensions.forEach((ext, i) => {
    const next = ext.kind === 'minutes' ? end + ext.value * MINUTE : ext.value;
    if (next <= end) return;
    for (const e of possibleEnds(
      next,
      extensions.filter((_, j) => j !== i),
    ))
      ends.add(e);
  });
  return ends;
}
