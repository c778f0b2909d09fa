import { requiredCredits } from '../../../domain/credits';
import { fitProblems } from '../../../domain/lot-features';
import { bookingTimeProblems, type BookingProblem } from '../../../domain/reservation-rules';
import { scheduleCovers, scheduleHolds } from '../../../domain/weekly-schedule';
import { AppError, validationFailed } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import type { AuthUser } from '../../lib/request-auth';
import type { BookingFacts, BookingLot } from './booking-facts';
import type { BookingErrors, BookingRequest, Vehicle } from './booking-request';
import { reservationMessages as m } from './messages';

const problemMessages: Record<BookingProblem['code'], ServerMessage> = {
  lot_unavailable: m.lotUnavailable,
  start_in_past: m.startInPast,
  start_before_available: m.startBeforeAvailable,
  end_not_after_start: m.endNotAfterStart,
  end_after_available: m.endAfterAvailable,
};

/**
 * Why the car (the one chosen, or the driver's own of a visitor's plate) does not fit the lot,
 * each message naming the car's size and the lot's limit (domain/lot-features.ts fitProblems).
 */
function carMisfit(lot: BookingLot, car: NonNullable<BookingFacts['automobile']>): ServerMessage[] {
  const limits = { max_height_cm: lot.maxHeightCm, max_length_cm: lot.maxLengthCm };
  return fitProblems(limits, { height_cm: car.heightCm, length_cm: car.lengthCm }).map((reason) =>
    reason === 'height'
      ? { ...m.carTooTall, values: { height: car.heightCm, maximum: lot.maxHeightCm } }
      : { ...m.carTooLong, values: { length: car.lengthCm, maximum: lot.maxLengthCm } },
  );
}

/** A booking every rule allows: what the write and the answer are made of. */
export type AllowedBooking = {
  lot: BookingLot;
  vehicle: Vehicle;
  start: Date;
  end: Date;
  wallet: { id: number; balance: number };
  /** The credits held in escrow. */
  required: number;
};

export type BookingRuleContext = { user: AuthUser; now: Date; zone: string; minCredits: number };

/**
 * The rules that read the locked facts: the lot is there, not the driver's own, its owner not
 * suspended; the automobile is the driver's (a visitor's registration that is one of the
 * driver's cars counts as that car); the times fit the lot's window and weekly
 * schedule. Every broken rule, with the request's, is answered together as one 422; then the
 * wallet must hold the required credits (422 with both figures).
 */
export function checkBookingRules(
  request: BookingRequest,
  facts: Pick<BookingFacts, 'lot' | 'wallet' | 'automobile'>,
  fields: BookingErrors,
  { user, now, zone, minCredits }: BookingRuleContext,
): AllowedBooking {
  const { add } = fields;
  const { lot, wallet, automobile } = facts;
  const { start, end } = request;
  if (!lot || !lot.visible) add('parking_lot_id', m.lotNotFound);
  else if (lot.ownerId === user.id) add('parking_lot_id', m.ownLot);
  else if (lot.ownerSuspended) add('parking_lot_id', m.ownerSuspended);
  let vehicle = request.visitor;
  if (request.automobileId) {
    if (automobile)
      vehicle = { automobileId: automobile.id, registration: automobile.registration, visitorPhone: null };
    else add('automobile_id', m.automobileNotFound);
  } else if (vehicle && automobile) {
    // One car, one place (PRODUCT.md): a visitor booking of one of the driver's own plates is
    // that car's booking, so the car's overlap and its papers apply. The phone given is kept.
    vehicle = { ...vehicle, automobileId: automobile.id };
  }
  const misfit = lot?.visible && automobile ? carMisfit(lot, automobile) : [];
  for (const message of misfit) add('automobile_id', message);
  if (lot?.visible && lot.ownerId !== user.id && !lot.ownerSuspended && start && end) {
    for (const problem of bookingTimeProblems(lot, start, end, now)) add(problem.field, problemMessages[problem.code]);
    if (end > start && !scheduleCovers(lot.weeklySchedule, { from: start, to: end }, zone)) {
      add(scheduleHolds(lot.weeklySchedule, start, zone) ? 'end_time' : 'start_time', m.outsideSchedule);
    }
  }
  if (fields.any() || !lot || !vehicle || !start || !end) {
    // A suspended owner's lot, or a car too big for it: the reason is the answer's message
    // too, not the generic one.
    throw validationFailed(
      fields.errors,
      lot?.ownerSuspended && lot.ownerId !== user.id ? m.ownerSuspended : misfit[0],
    );
  }
  if (!wallet) throw new Error('wallet missing');
  const required = requiredCredits(start, end, minCredits);
  if (wallet.balance < required) {
    throw new AppError(422, m.insufficientCredits, undefined, undefined, { required, balance: wallet.balance });
  }
  return { lot, vehicle, start, end, wallet, required };
}
