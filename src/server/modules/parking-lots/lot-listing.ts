import { availablePeriods, type Period } from '../../../domain/availability';
import type { Db, Tx } from '../../db/client';
import { bookedPeriodsByLot, myReservationsByLot, upcomingCountsByLot } from './lot-reservations-repository';
import { lotResponse, type LotResponse, type LotRow } from './lot-response';

export type ListingOptions = {
  viewerId: number;
  /** The range whose free gaps become available_periods. */
  range: Period;
  now: Date;
  zone: string;
  withUpcomingCount?: boolean;
};

/** Answers for a page of lots: a fixed number of queries whatever the number of lots. */
export async function presentLots(db: Db | Tx, rows: LotRow[], options: ListingOptions): Promise<LotResponse[]> {
  const ids = rows.map((r) => r.lot.id);
  const [booked, mine, counts] = await Promise.all([
    bookedPeriodsByLot(db, ids, options.range),
    myReservationsByLot(db, options.viewerId, ids, options.now),
    options.withUpcomingCount ? upcomingCountsByLot(db, ids, options.now) : Promise.resolve(undefined),
  ]);
  return rows.map((row) =>
    lotResponse(
      row,
      {
        periods: availablePeriods(options.range, row.lot, booked.get(row.lot.id) ?? []),
        myReservation: mine.get(row.lot.id) ?? null,
        upcomingReservationsCount: counts ? (counts.get(row.lot.id) ?? 0) : undefined,
      },
      options.zone,
    ),
  );
}
