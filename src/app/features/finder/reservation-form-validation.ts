import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { parseApiDateTime } from '../../../domain/date-time';
import { endsAfterAvailable, endsNotAfterStart, startsBeforeAvailable } from '../../../domain/reservation-rules';
import { toApiDateTime } from './time-range';

export type ReservationFormInput = {
  lot: { available_from: string | null; available_to: string | null } | null;
  automobileId: string;
  registration: string;
  /** Picker values ('YYYY-MM-DD HH:mm', app time zone). */
  start: string;
  end: string;
};

export type ReservationField = 'parking_lot_id' | 'automobile_id' | 'start_time' | 'end_time';

export type ReservationProblem = { field: ReservationField; code: keyof typeof reservationFormMessages };

export const reservationFormMessages = {
  lotRequired: msg`Parking lot is required`,
  automobileRequired: msg`Automobile is required`,
  startRequired: msg`Start time is required`,
  endRequired: msg`End time is required`,
  startBeforeAvailable: msg`Start time cannot be before the parking lot is available`,
  endNotAfterStart: msg`End time must be after start time`,
  endAfterAvailable: msg`End time cannot be after the parking lot is no longer available`,
} satisfies Record<string, MessageDescriptor>;

/**
 * The client checks of SPEC.md section 5, in their order (the reading without the past-time
 * rule: the server has the last word on that); the window's rules are the domain's
 * (reservation-rules.ts), each checked on its own here so that every failing one is listed. Every failing check is listed; the last one
 * wins: it is the form's headline and overrides an earlier one on the same field.
 */
export function validateReservationForm(input: ReservationFormInput, zone: string) {
  const problems: ReservationProblem[] = [];
  const fail = (field: ReservationField, code: ReservationProblem['code']) => problems.push({ field, code });
  const at = (value: string | null | undefined) => (value ? parseApiDateTime(value, zone) : undefined);
  const start = at(input.start && toApiDateTime(input.start));
  const end = at(input.end && toApiDateTime(input.end));
  const availableFrom = at(input.lot?.available_from);
  const availableTo = at(input.lot?.available_to);

  if (!input.lot) fail('parking_lot_id', 'lotRequired');
  if (!input.automobileId && !input.registration.trim()) fail('automobile_id', 'automobileRequired');
  if (!start) fail('start_time', 'startRequired');
  if (!end) fail('end_time', 'endRequired');
  if (start && startsBeforeAvailable(availableFrom ?? null, start)) fail('start_time', 'startBeforeAvailable');
  if (start && end && endsNotAfterStart(start, end)) fail('end_time', 'endNotAfterStart');
  if (end && endsAfterAvailable(availableTo ?? null, end)) fail('end_time', 'endAfterAvailable');

  const byField: Partial<Record<ReservationField, ReservationProblem['code']>> = {};
  for (const problem of problems) byField[problem.field] = problem.code;
  return { problems, byField, last: problems.at(-1) };
}
