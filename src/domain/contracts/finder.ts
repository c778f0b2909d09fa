import { z } from 'zod';
import { apiDateTime, dataBody, listBody } from './common';
import { lotLocationContract, parkingLotContract } from './parking-lots';

/**
 * A lot as the finder answers it: the parking lot shape without the owner's count and access
 * instructions (a driver reads those on an open reservation only). The list
 * search's JSON is built by the database (server finder/free-lots-json.ts) and sent as is; a
 * test parses it with this contract.
 */
export const finderLotContract = parkingLotContract.omit({
  upcoming_reservations_count: true,
  access_instructions: true,
});
export type FinderLotContract = z.infer<typeof finderLotContract>;

export const finderBody = listBody(finderLotContract);
export type FinderBody = z.infer<typeof finderBody>;

/** GET /parking-finder/lots/{id}: one lot as the finder shows it for the search's range. */
export const finderLotBody = dataBody(finderLotContract);
export type FinderLotBody = z.infer<typeof finderLotBody>;

/**
 * One lot on the map (GET /parking-finder/map): what a marker needs, as a tuple in this order
 * (JSON objects would repeat eight key names per lot, which is most of what gzip cannot
 * remove). Coordinates are rounded to 6 decimals (about 0.1 m). Every lot of a map answer is
 * bookable (available, with a window), so its colour is: mine if my_reservation_id, else
 * limited if available_to, else unlimited. The full record comes from GET
 * /parking-finder/lots/{id}.
 */
export const finderMarkerContract = z.tuple([
  z.number().int().describe('id'),
  z.number().int().nullable().describe('location_id'),
  z.string().describe('identifier'),
  z.number().describe('latitude, 6 decimals'),
  z.number().describe('longitude, 6 decimals'),
  z.number().int().describe('orientation_degrees'),
  apiDateTime.nullable().describe('available_to'),
  z.number().int().nullable().describe("my_reservation_id: the caller's earliest open reservation on the lot"),
]);
export type FinderMarkerContract = z.infer<typeof finderMarkerContract>;

/** GET /parking-finder/map: the markers, and each of their locations once (by id). */
export const finderMapBody = z.object({
  data: z.array(finderMarkerContract),
  locations: z.array(lotLocationContract),
});
export type FinderMapBody = z.infer<typeof finderMapBody>;

/** Map coordinates: 6 decimals, as the database rounds them (round(x::numeric, 6)). */
export const markerCoordinate = (value: number): number => Number(Number(value.toPrecision(15)).toFixed(6));
