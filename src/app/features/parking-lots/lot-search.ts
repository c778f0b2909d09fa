import type { ParkingLot } from './api/parking-lot-types';

/** With more lots than this, the owner's list offers a search. */
export const SEARCH_FROM = 10;

/** Lower case without diacritics: "Piața" is found by "piata". */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of the query is in the lot's number, zone, address or location. */
export function lotMatches(
  lot: Pick<ParkingLot, 'identifier' | 'zone' | 'address' | 'location'>,
  query: string,
): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = fold(
    [lot.identifier, lot.zone, lot.address, lot.location?.title, lot.location?.address].filter(Boolean).join(' '),
  );
  return words.every((word) => text.includes(word));
}
