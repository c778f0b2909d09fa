import { describe, expect, it } from 'vitest';
import {
  boundsParams,
  boxAround,
  movedBeyondThreshold,
  searchBox,
} from '../../../../src/app/features/finder/search-bounds';

const view = { south: 44.42, west: 26.1, north: 44.43, east: 26.11 };
const shift = (d: { lat?: number; lng?: number }) => ({
  south: view.south + (d.lat ?? 0),
  north: view.north + (d.lat ?? 0),
  west: view.west + (d.lng ?? 0),
  east: view.east + (d.lng ?? 0),
});

describe('the re-search threshold', () => {
  it('searches when nothing was searched yet', () => {
    expect(movedBeyondThreshold(null, view)).toBe(true);
  });

  it('does not search again for a move of 0.01 degrees or less', () => {
    expect(movedBeyondThreshold(view, view)).toBe(false);
    expect(movedBeyondThreshold(view, shift({ lat: 0.009 }))).toBe(false);
    expect(movedBeyondThreshold(view, shift({ lat: -0.0099, lng: 0.0099 }))).toBe(false);
  });

  it('searches again once any edge moved more than 0.01 degrees', () => {
    expect(movedBeyondThreshold(view, shift({ lat: 0.0101 }))).toBe(true);
    expect(movedBeyondThreshold(view, shift({ lng: -0.02 }))).toBe(true);
    // Zooming out moves every edge outwards.
    expect(movedBeyondThreshold(view, { south: 44.4, west: 26.08, north: 44.45, east: 26.13 })).toBe(true);
  });
});

describe('the searched box', () => {
  it('adds the threshold around the view so small moves stay inside what was searched', () => {
    const box = searchBox(view);
    expect(box.south).toBeCloseTo(44.41);
    expect(box.north).toBeCloseTo(44.44);
    expect(box.west).toBeCloseTo(26.09);
    expect(box.east).toBeCloseTo(26.12);
  });

  it('is a box around the centre for the list before the map was shown', () => {
    const box = boxAround({ lat: 44.4268, lng: 26.1025 });
    expect(box.north - box.south).toBeCloseTo(0.1);
    expect(box.east - box.west).toBeCloseTo(0.1);
  });

  it('goes to the finder as southWest/northEast parameters, rounded', () => {
    expect(boundsParams({ south: 44.123456789, west: 26.1, north: 44.2, east: 26.2 })).toEqual({
      'southWest[lat]': '44.12346',
      'southWest[lng]': '26.10000',
      'northEast[lat]': '44.20000',
      'northEast[lng]': '26.20000',
    });
  });
});
