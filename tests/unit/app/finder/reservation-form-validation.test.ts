import { describe, expect, it } from 'vitest';
import {
  reservationFormMessages,
  validateReservationForm,
  type ReservationFormInput,
} from '../../../../src/app/features/finder/reservation-form-validation';

const zone = 'Europe/Bucharest';
const lot = { available_from: '2026-06-15 10:00:00', available_to: '2026-06-15 18:00:00' };
const valid: ReservationFormInput = {
  lot,
  automobileId: '3',
  registration: '',
  start: '2026-06-15 12:00',
  end: '2026-06-15 13:00',
};
const messagesOf = (input: ReservationFormInput) =>
  validateReservationForm(input, zone).problems.map((p) => reservationFormMessages[p.code].message);

describe('the reservation form checks (SPEC.md section 5)', () => {
  it('accepts a complete form inside the lot window', () => {
    expect(validateReservationForm(valid, zone).problems).toEqual([]);
    expect(validateReservationForm({ ...valid, automobileId: '', registration: 'B 12 ABC' }, zone).problems).toEqual(
      [],
    );
  });

  it('1. a parking lot must be selected', () => {
    expect(messagesOf({ ...valid, lot: null })).toEqual(['Parking lot is required']);
  });

  it('2. an automobile or a registration is required (blank spaces are not one)', () => {
    expect(messagesOf({ ...valid, automobileId: '', registration: '   ' })).toEqual(['Automobile is required']);
  });

  it('3. the start time is required', () => {
    expect(messagesOf({ ...valid, start: '' })).toEqual(['Start time is required']);
  });

  it('4. the end time is required', () => {
    expect(messagesOf({ ...valid, end: '' })).toEqual(['End time is required']);
  });

  it('5. the start cannot be before the lot is available', () => {
    expect(messagesOf({ ...valid, start: '2026-06-15 09:59' })).toEqual([
      'Start time cannot be before the parking lot is available',
    ]);
  });

  it('6. the end must be after the start', () => {
    expect(messagesOf({ ...valid, end: '2026-06-15 12:00' })).toEqual(['End time must be after start time']);
  });

  it('7. the end cannot be after the lot stops being available; an open window has no end', () => {
    expect(messagesOf({ ...valid, end: '2026-06-15 18:01' })).toEqual([
      'End time cannot be after the parking lot is no longer available',
    ]);
    expect(messagesOf({ ...valid, lot: { ...lot, available_to: null }, end: '2026-06-20 18:01' })).toEqual([]);
  });

  it('has no past-time rule on the client (the server has the last word on that)', () => {
    expect(
      messagesOf({
        ...valid,
        lot: { available_from: '2000-01-01 00:00:00', available_to: null },
        start: '2001-01-01 10:00',
        end: '2001-01-01 11:00',
      }),
    ).toEqual([]);
  });

  it('lists every failing check in order, and the last one wins', () => {
    const result = validateReservationForm({ lot: null, automobileId: '', registration: '', start: '', end: '' }, zone);
    expect(result.problems.map((p) => reservationFormMessages[p.code].message)).toEqual([
      'Parking lot is required',
      'Automobile is required',
      'Start time is required',
      'End time is required',
    ]);
    expect(result.last?.code).toBe('endRequired');
  });

  it('lets a later check on the same field replace an earlier one', () => {
    // Starts before the window and ends both before the start and after the window's end.
    const result = validateReservationForm(
      {
        ...valid,
        lot: { available_from: '2026-06-15 10:00:00', available_to: '2026-06-15 11:00:00' },
        start: '2026-06-15 20:00',
        end: '2026-06-15 19:00',
      },
      zone,
    );
    expect(result.problems.map((p) => p.code)).toEqual(['endNotAfterStart', 'endAfterAvailable']);
    expect(result.byField.end_time).toBe('endAfterAvailable');
    expect(result.last?.code).toBe('endAfterAvailable');
  });
});
