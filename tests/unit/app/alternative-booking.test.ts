import { describe, expect, it } from 'vitest';
import { alternativeBooking } from '../../../src/app/features/reservations/api/book-alternative';
import type { Reservation } from '../../../src/app/features/reservations/api/get-reservations';

const zone = 'Europe/Bucharest';
const reported = (overrides: Partial<Reservation>) => ({ ...base, ...overrides }) as Reservation;
const base = {
  id: 7,
  automobile_id: 4,
  automobile_registration: 'B123ABC',
  visitor_phone: null,
} as Partial<Reservation>;
// 10:00 in Bucharest (UTC+3 in May) is 07:00 UTC.
const at = (hhmmss: string) => new Date(`2026-05-12T${hhmmss}+03:00`);
const period = { from: '2026-05-12 10:00:00', to: '2026-05-12 11:00:00' };

describe('booking a lot proposed after a report', () => {
  it('books the same automobile from the moment of the tap to the reserved end', () => {
    expect(alternativeBooking(reported({}), 9, period, zone, at('10:03:27'))).toEqual({
      parking_lot_id: 9,
      automobile_id: 4,
      automobile_registration: null,
      visitor_phone: null,
      start_time: '2026-05-12 10:03:27',
      end_time: '2026-05-12 11:00:00',
    });
  });

  it('starts at the proposed start while it is still ahead (a report before the start)', () => {
    expect(alternativeBooking(reported({}), 9, period, zone, at('09:55:00'))?.start_time).toBe('2026-05-12 10:00:00');
  });

  it('keeps a visitor’s registration and phone', () => {
    const visitor = reported({
      automobile_id: null,
      automobile_registration: 'CJ01XYZ',
      visitor_phone: '+40722000111',
    });
    expect(alternativeBooking(visitor, 9, period, zone, at('10:01:00'))).toMatchObject({
      automobile_id: null,
      automobile_registration: 'CJ01XYZ',
      visitor_phone: '+40722000111',
    });
  });

  it('offers nothing once the reserved time is over', () => {
    expect(alternativeBooking(reported({}), 9, period, zone, at('11:00:00'))).toBeUndefined();
    expect(alternativeBooking(reported({}), 9, { from: 'x', to: period.to }, zone, at('10:00:00'))).toBeUndefined();
  });
});
