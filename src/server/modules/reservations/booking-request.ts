import { isValidRegistration, normalizeRegistration } from '../../../domain/automobile';
import { parseApiDateTime } from '../../../domain/date-time';
import { isValidPhone } from '../../../domain/phone';
import type { CreateReservationBody } from '../../../domain/contracts/reservation-requests';
import type { FieldErrors } from '../../lib/errors';
import type { ServerMessage } from '../../lib/i18n';
import { reservationMessages as m } from './messages';

export type { CreateReservationBody };

/** The car a reservation is for: one of the driver's, or a visitor's registration and phone. */
export type Vehicle = { automobileId: number | null; registration: string; visitorPhone: string | null };

/**
 * The field errors of one booking, gathered across its steps (the request, then the rules) and
 * answered together as one 422; the fields keep the order they were found in.
 */
export type BookingErrors = {
  readonly errors: FieldErrors;
  add: (field: string, message: ServerMessage) => void;
  any: () => boolean;
};

export function bookingErrors(): BookingErrors {
  const errors: FieldErrors = {};
  return {
    errors,
    add: (field, message) => void (errors[field] ??= []).push(message),
    any: () => Object.keys(errors).length > 0,
  };
}

/** What the request says, before any database read. */
export type BookingRequest = {
  lotId: number;
  /** The driver's automobile (0 or null: none chosen). */
  automobileId: number | null;
  /** A visitor's car, when the request names a registration instead of an automobile. */
  visitor: Vehicle | undefined;
  start: Date | undefined;
  end: Date | undefined;
};

/** The rules that need no database: the visitor's registration and phone, the two date-times. */
export function parseBookingRequest(body: CreateReservationBody, zone: string, fields: BookingErrors): BookingRequest {
  const { add } = fields;
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
    lotId: body.parking_lot_id ?? 0,
    automobileId: body.automobile_id ?? null,
    visitor,
    start: parse(body.start_time, 'start_time', m.startRequired),
    end: parse(body.end_time, 'end_time', m.endRequired),
  };
}
