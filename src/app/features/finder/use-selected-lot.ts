import type { FinderSearchParams } from '../../lib/query-keys';
import { useFinderLot, type FinderLot } from './api/find-parking-lots';
import type { Selection } from './finder-focus';

/**
 * The selected lot's full record: from the list's answer when it holds the lot, else its own
 * (GET /parking-finder/lots/{id}: a marker carries what the map draws only, and a booked lot
 * leaves the list), else what the user tapped while that loads. Right after booking, the
 * booked lot until the fresh record carries the reservation.
 */
export function useSelectedLot(
  selection: Selection | null,
  params: FinderSearchParams,
  /** The list's lots when the list is what shows (undefined on the map). */
  listLots: FinderLot[] | undefined,
): FinderLot | undefined {
  const id = selection?.id ?? null;
  const inList = id === null ? undefined : listLots?.find((lot) => lot.id === id);
  const record = useFinderLot(id, params, id !== null && !inList);
  const fresh = inList ?? (record.data?.id === id ? record.data : undefined) ?? selection?.seen;
  return selection?.booked && !fresh?.my_reservation ? selection.booked : fresh;
}
