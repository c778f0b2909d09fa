import { describe, expect, it } from 'vitest';
import type { ReservationReportContract } from '../../../src/domain/contracts/reservation-reports';
import type { Reservation } from '../../../src/app/features/reservations/api/get-reservations';
import {
  countdownTarget,
  formatCountdown,
  reservationState,
} from '../../../src/app/features/reservations/reservation-state';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

const zone = 'Europe/Bucharest';
const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
  id: 1,
  status: 'scheduled',
  user_id: 2,
  parking_lot_id: 3,
  automobile_id: null,
  automobile_registration: 'B123ABC',
  visitor_phone: null,
  start_time: '2026-05-12 10:00:00',
  end_time: '2026-05-12 11:00:00',
  credits_reserved: 60,
  report: null,
  credits_paid: 0,
  created_at: '2026-05-12 09:00:00',
  finalized_at: null,
  ended_at: null,
  cancelled_at: null,
  cancel_reason: null,
  made_by: 'Ana',
  phone: null,
  place: 'A-1',
  zone: 'Centru',
  location: null,
  address: null,
  access: 'private',
  access_instructions: null,
  type: 'sent',
  parking_lot: {
    id: 3,
    identifier: 'A-1',
    zone: 'Centru',
    address: null,
    latitude: 46.77,
    longitude: 23.59,
    orientation_degrees: 0,
  },
  ...overrides,
});
const report = (overrides: Partial<ReservationReportContract> = {}): ReservationReportContract => ({
  reason: 'occupied',
  note: null,
  reported_at: '2026-05-12 10:05:00',
  held: false,
  contested_at: null,
  contest_note: null,
  contest_evidence: null,
  settlement: null,
  settled_at: null,
  ...overrides,
});
// 10:00 in Bucharest (UTC+3 in May) is 07:00 UTC.
const at = (hhmm: string) => new Date(`2026-05-12T${hhmm}:00+03:00`);

describe('reservationState', () => {
  it('lets the driver cancel before the start, and only finalize once it started', () => {
    const before = reservationState(reservation(), at('09:59'), zone, false);
    expect(before).toMatchObject({ status: 'scheduled', canCancel: true, canFinalize: false });
    // The server's answer still says scheduled, the clock says active: the clock wins.
    const after = reservationState(reservation(), at('10:01'), zone, false);
    expect(after).toMatchObject({ status: 'active', canCancel: false, canFinalize: true });
  });

  it('lets the driver cancel an active reservation within 2 minutes of booking (an honest mistake)', () => {
    const bookedNow = reservation({ start_time: '2026-05-12 10:00:00', created_at: '2026-05-12 10:00:30' });
    expect(reservationState(bookedNow, at('10:02'), zone, false)).toMatchObject({
      status: 'active',
      canCancel: true,
      honestMistake: true,
      canFinalize: true,
    });
    // 10:02:30 is two minutes after booking: the grace is over.
    const later = new Date(at('10:02').getTime() + 30_000);
    expect(reservationState(bookedNow, later, zone, false)).toMatchObject({ canCancel: false, honestMistake: false });
  });

  it('lets the owner cancel while scheduled or active, never finalize', () => {
    const received = reservation({ type: 'received' });
    expect(reservationState(received, at('09:00'), zone, false)).toMatchObject({ canCancel: true, canFinalize: false });
    expect(reservationState(received, at('10:30'), zone, false)).toMatchObject({
      status: 'active',
      canCancel: true,
      canFinalize: false,
    });
  });

  it('offers nothing once the end has passed or the reservation is closed', () => {
    expect(reservationState(reservation(), at('11:00'), zone, true)).toMatchObject({
      status: 'expired',
      canCancel: false,
      canFinalize: false,
    });
    expect(reservationState(reservation({ status: 'cancelled' }), at('09:00'), zone, true)).toMatchObject({
      canCancel: false,
      canFinalize: false,
    });
  });

  it('offers the driver "spot taken" from 10 minutes before the start to 15 after, once', () => {
    expect(reservationState(reservation(), at('09:49'), zone, false).canReport).toBe(false);
    expect(reservationState(reservation(), at('09:50'), zone, false).canReport).toBe(true);
    expect(reservationState(reservation(), at('10:14'), zone, false).canReport).toBe(true);
    expect(reservationState(reservation(), at('10:15'), zone, false).canReport).toBe(false);
    expect(reservationState(reservation({ type: 'received' }), at('10:05'), zone, false).canReport).toBe(false);
    expect(reservationState(reservation({ status: 'cancelled' }), at('10:05'), zone, false).canReport).toBe(false);
    expect(reservationState(reservation({ report: report() }), at('10:05'), zone, false).canReport).toBe(false);
  });

  it('says the report window closed once it did, while the reservation runs on', () => {
    const closed = (r: Reservation, time: string) => reservationState(r, at(time), zone, false).reportClosed;
    const times = ['10:14', '10:15', '10:59', '11:00'];
    // Once the reservation has ended there is nothing left to report: no note either.
    expect(times.map((time) => closed(reservation(), time))).toEqual([false, true, true, false]);
    expect(closed(reservation(), '09:40')).toBe(false);
    expect(closed(reservation({ type: 'received' }), '10:30')).toBe(false);
    expect(closed(reservation({ report: report() }), '10:30')).toBe(false);
  });

  it('lets the owner contest a report for 72 hours, once, and never after a decision', () => {
    const received = (overrides: Partial<ReservationReportContract> = {}) =>
      reservation({ type: 'received', status: 'cancelled', report: report(overrides) });
    expect(reservationState(received(), at('10:06'), zone, false).canContest).toBe(true);
    const later = new Date(at('10:05').getTime() + 72 * 3600_000);
    expect(reservationState(received(), new Date(later.getTime() - 1000), zone, false).canContest).toBe(true);
    expect(reservationState(received(), later, zone, false).canContest).toBe(false);
    expect(
      reservationState(received({ contested_at: '2026-05-12 11:00:00' }), at('12:00'), zone, false).canContest,
    ).toBe(false);
    expect(reservationState(received({ settlement: 'refund' }), at('12:00'), zone, false).canContest).toBe(false);
    const driver = reservation({ status: 'cancelled', report: report() });
    expect(reservationState(driver, at('10:06'), zone, false).canContest).toBe(false);
  });

  it('counts down to the start while scheduled and to the end while active', () => {
    expect(countdownTarget(reservationState(reservation(), at('09:00'), zone, false))).toEqual({
      kind: 'start',
      at: at('10:00'),
    });
    expect(countdownTarget(reservationState(reservation(), at('10:30'), zone, false))).toEqual({
      kind: 'end',
      at: at('11:00'),
    });
    expect(
      countdownTarget(reservationState(reservation({ status: 'finalized' }), at('10:30'), zone, false)),
    ).toBeNull();
  });
});

describe('formatCountdown', () => {
  const hms = (h: number, m: number, s: number) => h * 3_600_000 + m * 60_000 + s * 1000;
  it('reads minutes and seconds under an hour, hours beyond', async () => {
    await activateLanguage('en', { remember: false });
    expect(formatCountdown(59_000, i18n)).toBe('00:59');
    expect(formatCountdown(12 * 60_000 + 9_500, i18n)).toBe('12:09');
    expect(formatCountdown(hms(1, 2, 3), i18n)).toBe('1:02:03');
    expect(formatCountdown(-5_000, i18n)).toBe('00:00');
  });

  // Issue 44: "1 d 14:22:12" read as a code; the days are a word in each language's plural.
  for (const [language, words] of [
    ['ro', ['1 zi 14:22:12', '2 zile 03:04:05', '20 de zile 00:00:00']],
    ['en', ['1 day 14:22:12', '2 days 03:04:05', '20 days 00:00:00']],
  ] as const) {
    it(`words the days (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      const shown = [86_400_000 + hms(14, 22, 12), 2 * 86_400_000 + hms(3, 4, 5), 20 * 86_400_000].map((ms) =>
        formatCountdown(ms, i18n),
      );
      expect(shown).toEqual(words);
    });
  }
});
