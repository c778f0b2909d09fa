import { describe, expect, it } from 'vitest';
import { mapResultsOf, readMarker } from '../../../../src/app/features/finder/api/find-parking-lots';
import { groupByLocation } from '../../../../src/app/features/finder/map-geometry';

const location = (id: number) => ({
  id,
  title: `L${id}`,
  address: null,
  access: 'public' as const,
  latitude: 44,
  longitude: 26,
});

describe('groupByLocation', () => {
  it('counts the markers of each location the map answer names, and skips lots without one', () => {
    const markers = [
      readMarker([1, 10, 'A', 44.1, 26.1, 0, null, null]),
      readMarker([2, 11, 'B', 44.1, 26.1, 0, null, null]),
      readMarker([3, 10, 'C', 44.1, 26.1, 0, null, 5]),
      readMarker([4, null, 'D', 44.1, 26.1, 0, null, null]),
    ];
    expect(groupByLocation(markers, [location(10), location(11), location(12)])).toEqual([
      { location: location(10), count: 2 },
      { location: location(11), count: 1 },
    ]);
  });

  it('reads a marker tuple by name', () => {
    expect(readMarker([3, null, 'C', 44.123456, 26.1, 270, '2026-06-15 18:00:00', 9])).toEqual({
      id: 3,
      location_id: null,
      identifier: 'C',
      latitude: 44.123456,
      longitude: 26.1,
      orientation_degrees: 270,
      available_to: '2026-06-15 18:00:00',
      my_reservation_id: 9,
    });
  });

  it('makes map results of a saved list answer (offline, the map shows what the list saw)', () => {
    const lot = (id: number, locationId: number | null, mine: number | null) => ({
      id,
      identifier: `P${id}`,
      zone: null,
      address: null,
      location_id: locationId,
      location: locationId === null ? null : location(locationId),
      latitude: 44.1234567,
      longitude: 26.7654321,
      orientation_degrees: 45,
      entering_type: 'normal' as const,
      access_type: 'free_public' as const,
      available: true,
      available_from: '2026-06-15 08:00:00',
      available_to: id === 2 ? '2026-06-15 18:00:00' : null,
      available_periods: [],
      fast_availability_durations: [],
      my_reservation: mine === null ? null : { id: mine, automobile: { registration_number: 'B1' } },
      owner_id: 1,
      photos: [],
      rating_average: null,
      rating_count: null,
      cancels_often: false,
      features: { ev_charging: null, accessible: false, covered: false, gated: false, lit: false },
      max_height_cm: null,
      max_length_cm: null,
    });
    const results = mapResultsOf([lot(1, 10, null), lot(2, 10, 8), lot(3, null, null)]);
    expect(results.markers[1]).toEqual({
      id: 2,
      location_id: 10,
      identifier: 'P2',
      latitude: 44.1234567,
      longitude: 26.7654321,
      orientation_degrees: 45,
      available_to: '2026-06-15 18:00:00',
      my_reservation_id: 8,
    });
    expect(groupByLocation(results.markers, results.locations)).toEqual([{ location: location(10), count: 2 }]);
  });
});
