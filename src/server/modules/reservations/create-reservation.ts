import { isValidRegistration, normalizeRegistration } from '../../../domain/automobile';
import { requiredCredits } from '../../../domain/credits';
import { parseApiDateTime } from '../../../domain/date-time';
import { isValidPhone } from '../../../domain/phone';
import { createdReservationContract } from '../../../domain/contracts/reservations';
import { bookingTimeProblems, type BookingProblem } from '../../../domain/reservation-rules';
import { effectiveStatus } from '../../../domain/reservation-status';
import { scheduleCovers, scheduleHolds } from '../../../domain/weekly-schedule';
import type { CreateReservationBody } from '../../../domain/contracts/reservation-requests';
import type { Deps } from '../../deps';
import { AppError, conflict, validationFailed, type FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { contractJson } from '../../lib/contract-serializer';
import { IdempotentDuplicate, type TxHooks } from '../../lib/idempotency';
import type { Language } from '../../lib/i18n';
import { crashForTest } from '../../lib/test-crash';
import type { AuthUser } from '../../lib/request-auth';
import { escrowHold, systemAccounts } from '../credits/index';
import { warningsFromDocuments } from '../documents/index';
import {
  announceNotification,
  composeNotification,
  receivedNotice,
  type NotificationRow,
} from '../notifications/index';
import { overlapOf } from './database-errors';
import { reportReservationEvent } from './events';
import { reservationMessages as m } from './messages';
import { lockForBooking, writeBooking } from './booking-repository';
import { toReservationView } from './presenter';

export type { CreateReservationBody };

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

export type Booked = {
  id: number;
  /** The 201 answer's JSON text, as stored with the Idempotency-Key (byte for byte). */
  json: string;
};

/** The answer's content type, as sent and as stored with the key. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Books a lot in one database transaction of two statements (booking-repository.ts): the
 * first claims the Idempotency-Key, locks the lot (share) and the driver's wallet and reads
 * all the rules and the answer need; every rule is then checked (reported together as 422
 * field errors); the second inserts the reservation (the exclusion constraints refuse
 * overlaps), holds the required credits in escrow, stores the owner's notification and the
 * complete answer. The answer is built from what the booking wrote, not read back. After
 * commit, the notification is delivered (real-time, Web Push) without delaying the answer. A
 * lost race answers 409 and holds nothing.
 */
export async function createReservation(
  deps: Deps,
  user: AuthUser,
  body: CreateReservationBody,
  hooks?: TxHooks,
): Promise<Booked> {
  const now = deps.now();
  const zone = deps.config.APP_TIMEZONE;
  const errors: FieldErrors = {};
  const add: Add = (field, message) => void (errors[field] ??= []).push(message);
  const { visitor, start, end } = parseBody(deps, body, add);
  const system = await systemAccounts(deps.db);
  const key = hooks?.key;
  let booked: {
    id: number;
    json: string;
    lotId: number;
    ownerId: number;
    notification: NotificationRow | undefined;
    language: Language;
  };
  try {
    booked = await deps.db.transaction(async (tx) => {
      const facts = await lockForBooking(tx, {
        lotId: body.parking_lot_id ?? 0,
        viewer: user,
        automobileId: body.automobile_id ?? null,
        key,
        now,
      });
      if (!facts.claimed) throw new IdempotentDuplicate();
      const { lot, wallet, automobile } = facts;
      if (!lot || !lot.visible) add('parking_lot_id', m.lotNotFound);
      else if (lot.ownerId === user.id) add('parking_lot_id', m.ownLot);
      else if (lot.ownerSuspended) add('parking_lot_id', m.ownerSuspended);
      let vehicle = visitor;
      if (body.automobile_id) {
        if (automobile)
          vehicle = { automobileId: automobile.id, registration: automobile.registration, visitorPhone: null };
        else add('automobile_id', m.automobileNotFound);
      }
      if (lot?.visible && lot.ownerId !== user.id && !lot.ownerSuspended && start && end) {
        for (const problem of bookingTimeProblems(lot, start, end, now))
          add(problem.field, problemMessages[problem.code]);
        if (end > start && !scheduleCovers(lot.weeklySchedule, { from: start, to: end }, zone)) {
          add(scheduleHolds(lot.weeklySchedule, start, zone) ? 'end_time' : 'start_time', m.outsideSchedule);
        }
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
      const id = facts.reservationId;
      const reservation = {
        id,
        userId: user.id,
        parkingLotId: lot.id,
        automobileId: vehicle.automobileId,
        automobileRegistration: vehicle.registration,
        visitorPhone: vehicle.visitorPhone,
        startTime: start,
        endTime: end,
        status: 'scheduled' as const,
        creditsReserved: required,
        creditsPaid: 0,
        finalizedAt: null,
        endedAt: null,
        cancelledAt: null,
        cancelledBy: null,
        cancelReason: null,
        createdAt: now,
        updatedAt: now,
      };
      const view = toReservationView(
        {
          reservation,
          effectiveStatus: effectiveStatus(reservation, now),
          ownerId: lot.ownerId,
          lot,
          locationTitle: lot.locationTitle,
          driverName: user.name,
          driverPhone: user.phone,
          report: null,
        },
        user.id,
        zone,
      );
      const warnings = automobile ? warningsFromDocuments(automobile.documents, now, end, zone) : [];
      const json = contractJson(createdReservationContract, { ...view, warnings }, deps.config.NODE_ENV);
      const { language, ...notification } = composeNotification(
        receivedNotice({
          id,
          ownerId: lot.ownerId,
          place: lot.identifier,
          registration: vehicle.registration,
          start,
          end,
        }),
        lot.ownerLanguage,
        zone,
        now,
      );
      const location = `/api/reservations/${id}`;
      const notificationId = await writeBooking(
        tx,
        {
          reservation,
          hold: escrowHold({
            kind: 'hold',
            code: 'hold',
            reservationId: id,
            createdBy: user.id,
            at: now,
            walletId: wallet.id,
            amount: required,
            system,
          }),
          notification,
          answer: key ? { key, location, body: { contentType: JSON_TYPE, body: json } } : undefined,
        },
        system,
      );
      if (key) crashForTest('before-commit');
      return {
        id,
        json,
        lotId: lot.id,
        ownerId: lot.ownerId,
        language,
        notification: notificationId === null ? undefined : { ...notification, id: notificationId, readAt: null },
      };
    });
  } catch (err) {
    const overlap = overlapOf(err);
    if (overlap === 'automobile') throw conflict(m.automobileOverlap, { automobile_id: [m.automobileOverlap] });
    if (overlap === 'lot') throw conflict(m.lotOverlap, { parking_lot_id: [m.lotOverlap] });
    throw err;
  }
  hooks?.answerStored();
  if (booked.notification) {
    announceNotification(deps, booked.notification, booked.language).catch((err: unknown) =>
      deps.log.error({ err, reservationId: booked.id }, 'reservation notification delivery failed'),
    );
  }
  reportReservationEvent(deps, {
    type: 'created',
    reservation: { id: booked.id, userId: user.id, parkingLotId: booked.lotId },
    ownerId: booked.ownerId,
    actorId: user.id,
    at: now,
  });
  return { id: booked.id, json: booked.json };
}
