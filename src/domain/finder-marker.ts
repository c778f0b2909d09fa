import type { FinderLotContract, FinderMarkerContract } from './contracts/finder';

/*
 * The map marker tuple read and written by name (contracts/finder.ts finderMarkerContract is its
 * shape). Kept apart from the contracts and free of zod: the app's finder reads markers on its
 * first screen, and zod in the entry would add its size and its eval probe (a CSP violation).
 */

/** The marker tuple's fields by name, in the tuple's order (the database writes them so). */
export const finderMarkerFields = [
  'id',
  'location_id',
  'identifier',
  'latitude',
  'longitude',
  'orientation_degrees',
  'available_to',
  'my_reservation_id',
] as const satisfies readonly string[] & { length: FinderMarkerContract['length'] };
export type FinderMarkerField = (typeof finderMarkerFields)[number];

type MarkerFields = typeof finderMarkerFields;
/** A marker read by name: each field typed by its place in the tuple. */
export type FinderMarker = {
  [I in keyof MarkerFields & `${number}` as MarkerFields[I]]: FinderMarkerContract[I & keyof FinderMarkerContract];
};

/** The tuple the server sends for a marker. */
export function finderMarkerTuple(m: FinderMarker): FinderMarkerContract {
  return [
    m.id,
    m.location_id,
    m.identifier,
    m.latitude,
    m.longitude,
    m.orientation_degrees,
    m.available_to,
    m.my_reservation_id,
  ];
}

/** A marker tuple read by name (the app's side of finderMarkerTuple). */
export function readFinderMarker(tuple: FinderMarkerContract): FinderMarker {
  const [id, location_id, identifier, latitude, longitude, orientation_degrees, available_to, my_reservation_id] =
    tuple;
  return { id, location_id, identifier, latitude, longitude, orientation_degrees, available_to, my_reservation_id };
}

/** The marker of a full finder lot (the map made of a list answer; coordinates as they are). */
export function finderMarkerOf(lot: FinderLotContract): FinderMarker {
  return {
    id: lot.id,
    location_id: lot.location_id,
    identifier: lot.identifier,
    latitude: lot.latitude,
    longitude: lot.longitude,
    orientation_degrees: lot.orientation_degrees,
    available_to: lot.available_to,
    my_reservation_id: lot.my_reservation?.id ?? null,
  };
}
