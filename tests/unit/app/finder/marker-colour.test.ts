import { describe, expect, it } from 'vitest';
import { mapMarkerColour, markerColour, markerSize } from '../../../../src/app/features/finder/marker-colour';

const lot = { my_reservation: null, available: true, available_from: '2026-06-15 08:00:00', available_to: null };

describe('markerColour', () => {
  it('is blue when the user has a reservation on the lot, whatever its availability', () => {
    const mine = { id: 7, automobile: { registration_number: 'B123ABC' } };
    expect(markerColour({ ...lot, my_reservation: mine })).toBe('blue');
    expect(markerColour({ ...lot, my_reservation: mine, available_to: '2026-06-15 18:00:00' })).toBe('blue');
    expect(markerColour({ ...lot, my_reservation: mine, available: false })).toBe('blue');
  });

  it('is green when available with no end limit', () => {
    expect(markerColour(lot)).toBe('green');
  });

  it('is orange when available only until a given time', () => {
    expect(markerColour({ ...lot, available_to: '2026-06-15 18:00:00' })).toBe('orange');
  });

  it('is grey when not available or private', () => {
    expect(markerColour({ ...lot, available: false })).toBe('grey');
    expect(markerColour({ ...lot, available_from: null })).toBe('grey');
  });
});

describe('mapMarkerColour', () => {
  it('colours a map marker (always bookable) blue if mine, orange if limited, else green', () => {
    expect(mapMarkerColour({ my_reservation_id: 7, available_to: '2026-06-15 18:00:00' })).toBe('blue');
    expect(mapMarkerColour({ my_reservation_id: null, available_to: '2026-06-15 18:00:00' })).toBe('orange');
    expect(mapMarkerColour({ my_reservation_id: null, available_to: null })).toBe('green');
  });
});

describe('markerSize', () => {
  it('grows with the zoom from 19 and stops growing at 22', () => {
    expect(markerSize(19)).toBe(28);
    expect(markerSize(20)).toBeGreaterThan(markerSize(19));
    expect(markerSize(22)).toBe(markerSize(25));
  });
});
