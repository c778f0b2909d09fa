import { describe, expect, it } from 'vitest';
import { lotAvailability } from '../../../../src/app/features/finder/lot-availability';

const lot = (periods: { from: string; to: string | null }[], to: string | null = null) => ({
  available_from: '2026-11-28 08:00:00',
  available_to: to,
  available_periods: periods,
});
const now = { from: '2026-11-28 20:22:00', to: '2026-11-28 21:21:00', now: true };
const later = { from: '2026-11-28 21:00:00', to: '2026-11-28 22:00:00', now: false };

describe('what a card says about a lot for the searched range', () => {
  it('is free now until the end of its window, or with no end', () => {
    expect(lotAvailability(lot([{ from: now.from, to: now.to }], '2026-11-28 23:00:00'), false, now)).toEqual({
      kind: 'free',
      from: null,
      until: '2026-11-28 23:00:00',
    });
    expect(lotAvailability(lot([{ from: now.from, to: now.to }]), false, now)).toEqual({
      kind: 'free',
      from: null,
      until: null,
    });
  });

  it('is free from a picked start, or from when its first free gap starts', () => {
    expect(lotAvailability(lot([{ from: later.from, to: later.to }]), false, later)).toMatchObject({
      from: '2026-11-28 21:00:00',
    });
    // Booked until 20:50: free from then, though "now" was searched.
    expect(lotAvailability(lot([{ from: '2026-11-28 20:50:00', to: now.to }]), false, now)).toMatchObject({
      from: '2026-11-28 20:50:00',
    });
  });

  it("runs on past the range until the server's free_until: the schedule's close, not the window's end", () => {
    // Open Monday to Friday 08:00-18:00 until 06/12, searched Monday 16:00-17:00.
    const monday = { from: '2026-11-30 16:00:00', to: '2026-11-30 17:00:00', now: false };
    const office = {
      ...lot([{ from: monday.from, to: monday.to }], '2026-12-06 09:00:00'),
      free_until: '2026-11-30 18:00:00',
    };
    expect(lotAvailability(office, false, monday)).toEqual({
      kind: 'free',
      from: monday.from,
      until: '2026-11-30 18:00:00',
    });
    expect(lotAvailability({ ...office, free_until: null }, false, monday)).toMatchObject({ until: null });
  });

  it('ends with a gap that ends inside the range (a booking starts there)', () => {
    expect(
      lotAvailability(lot([{ from: now.from, to: '2026-11-28 20:50:00' }], '2026-11-28 23:00:00'), false, now),
    ).toMatchObject({ until: '2026-11-28 20:50:00' });
  });

  it('is taken with no free gap, private without a window, and lists the periods of an alternative search', () => {
    expect(lotAvailability(lot([]), false, now)).toEqual({ kind: 'taken' });
    // Booked from 20:22:40: the 40 seconds before are no free time.
    expect(lotAvailability(lot([{ from: now.from, to: '2026-11-28 20:22:40' }]), false, now)).toEqual({
      kind: 'taken',
    });
    expect(lotAvailability({ ...lot([]), available_from: null }, false, now)).toEqual({ kind: 'private' });
    const periods = [
      { from: '2026-11-28 08:00:00', to: '2026-11-28 12:00:00' },
      { from: '2026-11-28 14:00:00', to: null },
    ];
    expect(lotAvailability(lot(periods), true, now)).toEqual({ kind: 'periods', periods });
  });
});
