import { describe, expect, it } from 'vitest';
import { validateHomeSearch } from '../../../../src/app/features/finder/home-search';

describe('the search params of /', () => {
  it('reads a link to a lot on the map', () => {
    expect(validateHomeSearch({ lat: '44.4268', lng: 26.1025, zoom: '19', lot: '12', mode: 'map' })).toEqual({
      lat: 44.4268,
      lng: 26.1025,
      zoom: 19,
      lot: 12,
      mode: 'map',
    });
  });

  it('reads a link to a location whose lots the map fits', () => {
    expect(validateHomeSearch({ lat: '44.43', lng: '26.1', location: '3', mode: 'map' })).toEqual({
      lat: 44.43,
      lng: 26.1,
      location: 3,
      mode: 'map',
    });
    expect(validateHomeSearch({ location: '0' })).toEqual({});
  });

  it('drops what is not valid: half a centre, out-of-range numbers, unknown modes', () => {
    expect(validateHomeSearch({ lat: '44.4', zoom: '40', lot: '-3', mode: 'globe' })).toEqual({});
    expect(validateHomeSearch({ lat: 'abc', lng: '26', lot: '1.5' })).toEqual({});
  });
});
