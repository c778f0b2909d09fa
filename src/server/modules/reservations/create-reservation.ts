import { isValidRegistration, normalizeRegistration } from '../../../domain/automobile';
import { requiredCredits } from '../../../domain/credits';
import { parseApiDateTime } from '../../../domain/date-time';
import { isValidPhone } from '../../../domain/phone';
import { bookingTimeProblems, type BookingProblem } from '../../../domain/reservation-rules';
import type { Deps } from '../../deps';
import { reservations } from '../../db/schema/index';
import { AppError, conflict, validationFailed, type FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import type { TxHooks } from '../../lib/idempotency';
import type { AuthUser } from '../auth/session-repository';
import { postTransaction, systemAccounts } from '../credits/repository';
import { overlapOf } from './database-errors';
import { reportReservationEvent } from './events';
import { reservationMessages as m } from './messages';
import { findOwnAutomobile, lockForBooking } from './repository';

export type CreateReservationBody = {
  parking_lot_id?: number | null;
  automobile_id?: number | null;
  automobile_registration?: string | null;
  visitor_phone?: string | null;
  start_time?: string | null;
  end_time?: string | null;
};

const problemMessages: Record<BookingProblem['code'], ServerMessage> = {
  lot_unavailable: m.lotUnavailable,
  start_in_past: m.startInPast,
  start_before_available: m.startBeforeAvailable,
  end_not_after_start: m.endNotAfterStart,
  end_after_available: m.endAfterAvailable,
};

type Vehicle = { automobileId: number | null; registration: string; visitorPhone: string | null };
type Add = (field: string, message: ServerMessage) => void;

/** The rules that need no database: the visitor's registration and phone, the two date-times. */
function parseBody(deps: Deps, body: CreateReservationBody, add: Add) {
  const zone = deps.config.APP_TIMEZONE;
  let visitor: Vehicle | undefined;
  if (!body.automobile_id && body.automobile_registration?.trim()) {
    const registration = normalizeRegistration(body.automobile_registration);
    const phone = body.visitor_phone?.trim() ? body.visitor_phone.trim() : null;
    if (!isValidRegistration(registration)) add('automobile_registration', m.registrationInvalid);
    if (phone !== null && !isValidPhone(phone)) add('visitor_phone', m.phoneInvalid);
    visitor = { automobileId: null, registration, visitorPhone: phone?.replace(/ /g, '') ?? null };
  } else if (!body.automobile_id) {
    add('automobile_id', m.automobileRequired);
  }
  const parse = (text: string | null | undefined, field: string, required: ServerMessage) => {
    if (!text?.trim()) return void add(field, required);
    const date = parseApiDateTime(text, zone);
    if (!date) add(field, m.dateInvalid);
    return date;
  };
  return {
    visitor,
    start: parse(body.start_time, 'start_time', m.startRequired),
    end: parse(body.end_time, 'end_time', m.endRequired),
  };
}

/**
 * Books a lot in one database transaction: it locks the lot (share) and the driver's wallet,
 * checks every rule (reported together as 422 field errors), inserts the reservation (the
 * exclusion constraints refuse overlaps) and holds the required credits in escrow. A lost
 * race answers 409 and holds nothing.
 */
export async function createReservation(
  deps: Deps,
  user: AuthUser,
  body: CreateReservationBody,
  hooks?: TxHooks,
): Promise<number> {
  const now = deps.now();
  const errors: FieldErrors = {};
  const add: Add = (field, message) => void (errors[field] ??= []).push(message);
  const { visitor, start, end } = parseBody(deps, body, add);
  const system = await systemAccounts(deps.db);
  let booked: { reservation: typeof reservations.$inferSelect; ownerId: number };
  try {
    booked = await deps.db.transaction(async (tx) => {
      await hooks?.claim(tx);
      const { lot, wallet } = body.parking_lot_id
        ? await lockForBooking(tx, body.parking_lot_id, user)
        : { lot: undefined, wallet: undefined };
      if (!lot || !lot.visible) add('parking_lot_id', m.lotNotFound);
      else if (lot.ownerId === user.id) add('parking_lot_id', m.ownLot);
      else if (lot.ownerSuspended) add('parking_lot_id', m.ownerSuspended);
      let vehicle = visitor;
      if (body.automobile_id) {
        const automobile = await findOwnAutomobile(tx, body.automobile_id, user.id);
        if (automobile)
          vehicle = { automobileId: automobile.id, registration: automobile.registrationNumber, visitorPhone: null };
        else add('automobile_id', m.automobileNotFound);
      }
      if (lot?.visible && lot.ownerId !== user.id && !lot.ownerSuspended && start && end) {
        for (const problem of bookingTimeProblems(lot, start, end, now))
          add(problem.field, problemMessages[problem.code]);
      }
      if (Object.keys(errors).length > 0 || !lot || !vehicle || !start || !end) {
        // A suspended owner's lot: its reason is the answer's message too, not the generic one.
        throw validationFailed(errors, lot?.ownerSuspended && lot.ownerId !== user.id ? m.ownerSuspended : undefined);
      }
      if (!wallet) throw new Error('wallet missing');
      const required = requiredCredits(start, end, deps.config.MIN_CREDITS);
      if (wallet.balance < required) {
        throw new AppError(422, m.insufficientCredits, undefined, undefined, { required, balance: wallet.balance });
      }
      const [row] = await tx
        .insert(reservations)
        .values({
          userId: user.id,
          parkingLotId: lot.id,
          automobileId: vehicle.automobileId,
          automobileRegistration: vehicle.registration,
          visitorPhone: vehicle.visitorPhone,
          startTime: start,
          endTime: end,
          status: 'scheduled',
          creditsReserved: required,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('reservation insert returned nothing');
      await postTransaction(
        tx,
        {
          kind: 'hold',
          reservationId: row.id,
          createdBy: user.id,
          at: now,
          legs: [
            { accountId: wallet.id, amount: -required, code: 'hold' },
            { accountId: system.escrow, amount: required, code: 'hold' },
          ],
        },
        system,
      );
      await hooks?.record(tx, 201, `/api/reservations/${row.id}`);
      return { reservation: row, ownerId: lot.ownerId };
    });
  } catch (err) {
    const overlap = overlapOf(err);
    if (overlap === 'automobile') throw conflict(m.automobileOverlap, { automobile_id: [m.automobileOverlap] });
    if (overlap === 'lot') throw conflict(m.lotOverlap, { parking_lot_id: [m.lotOverlap] });
    throw err;
  }
  reportReservationEvent(deps, {
    type: 'created',
    reservation: booked.reservation,
    ownerId: booked.ownerId,
    actorId: user.id,
    at: now,
  });
  return booked.reservation.id;
}
