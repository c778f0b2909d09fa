import { createdReservationContract } from '../../../domain/contracts/reservations';
import { effectiveStatus } from '../../../domain/reservation-status';
import type { Config } from '../../config';
import { contractJson } from '../../lib/contract-serializer';
import type { Language } from '../../lib/i18n';
import type { ClaimedKey } from '../../lib/idempotency';
import type { AuthUser } from '../../lib/request-auth';
import { bookingHold, type SystemAccounts } from '../credits/index';
import { warningsFromDocuments } from '../documents/index';
import { composeNotification, receivedNotice, type NotificationRow } from '../notifications/index';
import type { BookingFacts } from './booking-facts';
import type { NewBooking } from './booking-repository';
import type { AllowedBooking } from './booking-rules';
import { toReservationView } from './presenter';

/** The answer's content type, as sent and as stored with the key. */
export const JSON_TYPE = 'application/json; charset=utf-8';

export type BookingContext = {
  user: AuthUser;
  now: Date;
  config: Pick<Config, 'APP_TIMEZONE' | 'NODE_ENV'>;
  system: SystemAccounts;
  key: ClaimedKey | undefined;
};

/** What the booking's second statement writes, with the answer's JSON and the owner's language. */
export type ComposedBooking = {
  rows: NewBooking & { notification: Omit<NotificationRow, 'id' | 'readAt' | 'publishedAt'> };
  json: string;
  language: Language;
};

/**
 * The rows of an allowed booking and its answer, built from what will be written rather than
 * read back: the reservation, its hold, the owner's notification, the 201 answer's JSON text
 * (stored with the Idempotency-Key byte for byte).
 */
export function composeBooking(
  allowed: AllowedBooking,
  facts: Pick<BookingFacts, 'reservationId' | 'automobile'>,
  { user, now, config, system, key }: BookingContext,
): ComposedBooking {
  const { lot, vehicle, start, end, wallet, required } = allowed;
  const zone = config.APP_TIMEZONE;
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
    seriesId: null,
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
      contestCheck: null,
    },
    user.id,
    zone,
  );
  const automobile = facts.automobile;
  const warnings = automobile ? warningsFromDocuments(automobile.documents, now, end, zone) : [];
  const json = contractJson(createdReservationContract, { ...view, warnings }, config.NODE_ENV);
  const { language, ...notification } = composeNotification(
    receivedNotice({ id, ownerId: lot.ownerId, place: lot.identifier, registration: vehicle.registration, start, end }),
    lot.ownerLanguage,
    zone,
    now,
  );
  const location = `/api/reservations/${id}`;
  const rows: ComposedBooking['rows'] = {
    reservation,
    hold: bookingHold(
      { reservationId: id, createdBy: user.id, at: now, walletId: wallet.id, amount: required },
      system,
    ),
    notification,
    answer: key ? { key, location, body: { contentType: JSON_TYPE, body: json } } : undefined,
  };
  return { rows, json, language };
}
