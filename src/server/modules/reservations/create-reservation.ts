import { isValidRegistration, normalizeRegistration } from '../../../domain/automobile';
import { requiredCredits } from '../../../domain/credits';
import { parseApiDateTime } from '../../../domain/date-time';
import { isValidPhone } from '../../../domain/phone';
import { bookingTimeProblems, type BookingProblem } from '../../../domain/reservation-rules';
import type { Deps } from '../../app';
import { reservations } from '../../db/schema/index';
import { AppError, conflict, validationFailed, type FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import type { AuthUser } from '../auth/session-repository';
import { lockWallets, postTransaction, systemAccounts } from '../credits/ledger-repository';
import { overlapOf } from './database-errors';
import { reportReservationEvent } from './events';
import { reservationMessages as m } from './messages';
import { findLotForBooking, findOwnAutomobile, lockLotWindow } from './reservation-repository';

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

/** Every field rule, reported together as 422 field errors; returns what the booking needs. */
async function validate(deps: Deps, user: AuthUser, body: CreateReservationBody) {
  const errors: FieldErrors = {};
  const add = (field: string, message: ServerMessage) => (errors[field] ??= []).push(message);
  const zone = deps.config.APP_TIMEZONE;
  const now = deps.now();

  const lot = body.parking_lot_id ? await findLotForBooking(deps.db, body.parking_lot_id, user) : undefined;
  if (!body.parking_lot_id || !lot || !lot.visible) add('parking_lot_id', m.lotNotFound);
  else if (lot.ownerId === user.id) add('parking_lot_id', m.ownLot);

  let vehicle: Vehicle | undefined;
  if (body.automobile_id) {
    const automobile = await findOwnAutomobile(deps.db, body.automobile_id, user.id);
    if (automobile) vehicle = { automobileId: automobile.id, registration: automobile.registrationNumber, visitorPhone: null };
    else add('automobile_id', m.automobileNotFound);
  } else if (body.automobile_registration?.trim()) {
    const registration = normalizeRegistration(body.automobile_registration);
    const phone = body.visitor_phone?.trim() ? body.visitor_phone.trim() : null;
    if (!isValidRegistration(registration)) add('automobile_registration', m.registrationInvalid);
    if (phone !== null && !isValidPhone(phone)) add('visitor_phone', m.phoneInvalid);
    vehicle = { automobileId: null, registration, visitorPhone: phone?.replace(/ /g, '') ?? null };
  } else {
    add('automobile_id', m.automobileRequired);
  }

  const parse = (text: string | null | undefined, field: string, required: ServerMessage) => {
    if (!text?.trim()) return void add(field, required);
    const date = parseApiDateTime(text, zone);
    if (!date) add(field, m.dateInvalid);
    return date;
  };
  const start = parse(body.start_time, 'start_time', m.startRequired);
  const end = parse(body.end_time, 'end_time', m.endRequired);
  if (lot?.visible && lot.ownerId !== user.id && start && end) {
    for (const problem of bookingTimeProblems(lot, start, end, now)) add(problem.field, problemMessages[problem.code]);
  }
  if (Object.keys(errors).length > 0 || !lot || !vehicle || !start || !end) throw validationFailed(errors);
  return { lot, vehicle, start, end, now };
}

/**
 * Books a lot: one database transaction locks the driver's wallet, inserts the
 * reservation (the exclusion constraints refuse overlaps) and holds the required credits
 * in escrow. A lost race answers 409 and holds nothing.
 */
export async function createReservation(deps: Deps, user: AuthUser, body: CreateReservationBody): Promise<number> {
  const { lot, vehicle, start, end, now } = await validate(deps, user, body);
  const required = requiredCredits(start, end, deps.config.MIN_CREDITS);
  let created: typeof reservations.$inferSelect;
  try {
    created = await deps.db.transaction(async (tx) => {
      const window = await lockLotWindow(tx, lot.id);
      const problems = window ? bookingTimeProblems(window, start, end, now) : [];
      if (!window || problems.length > 0) {
        const errors: FieldErrors = {};
        for (const p of problems) (errors[p.field] ??= []).push(problemMessages[p.code]);
        throw validationFailed(window ? errors : { parking_lot_id: [m.lotNotFound] });
      }
      const wallet = (await lockWallets(tx, [user.id])).get(user.id);
      if (!wallet) throw new Error('wallet missing');
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
      const system = await systemAccounts(tx);
      await postTransaction(tx, {
        kind: 'hold',
        reservationId: row.id,
        createdBy: user.id,
        at: now,
        legs: [
          { accountId: wallet.id, amount: -required, code: 'hold' },
          { accountId: system.escrow, amount: required, code: 'hold' },
        ],
      }, system);
      return row;
    });
  } catch (err) {
    const overlap = overlapOf(err);
    if (overlap === 'automobile') throw conflict(m.automobileOverlap, { automobile_id: [m.automobileOverlap] });
    if (overlap === 'lot') throw conflict(m.lotOverlap, { parking_lot_id: [m.lotOverlap] });
    throw err;
  }
  reportReservationEvent(deps, { type: 'created', reservation: created, ownerId: lot.ownerId, actorId: user.id, at: now });
  return created.id;
}
