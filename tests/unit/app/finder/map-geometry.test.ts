import { describe, expect, it } from 'vitest';
import { readMarker } from '../../../../src/app/features/finder/api/find-parking-lots';
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
});
