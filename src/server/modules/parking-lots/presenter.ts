import type { Period } from '../../../domain/availability';
import { availablePeriodsWithin } from '../../../domain/weekly-schedule';
import type { Db, Tx } from '../../db/client';
import type { locations, parkingLots } from '../../db/schema/index';
import type { LotPhotoContract, ParkingLotContract } from '../../../domain/contracts/parking-lots';
import { formatApiDateTime } from '../../../domain/date-time';
import { locationFields } from '../locations/index';
import { freeUntil } from '../../../domain/free-until';
import {
  bookedPeriodsByLot,
  myReservationsByLot,
  nextBookingStartsByLot,
  upcomingCountsByLot,
  type MyReservation,
} from './lot-reservations-repository';
import { photosByLot, type PhotoFacts } from './photo-repository';
import { lotReputations, type LotReputation } from '../ratings/index';

/** A photo's public address; `?size=thumb` is its thumbnail. free-lots-json.ts spells the same in SQL. */
export const lotPhotoPath = (lotId: number, photoId: number) => `/api/parking-lots/${lotId}/photos/${photoId}`;

export function photoResponse(photo: PhotoFacts): LotPhotoContract {
  const url = lotPhotoPath(photo.lotId, photo.id);
  return { id: photo.id, url, thumb_url: `${url}?size=thumb`, width: photo.width, height: photo.height };
}

/** The lot's features and size limits as the contract spells them (free-lots-json.ts: the same in SQL). */
export function lotFeaturesOf(
  lot: Pick<
    typeof parkingLots.$inferSelect,
    'evConnector' | 'evKw' | 'accessible' | 'covered' | 'gated' | 'lit' | 'maxHeightCm' | 'maxLengthCm'
  >,
): Pick<ParkingLotContract, 'features' | 'max_height_cm' | 'max_length_cm'> {
  return {
    features: {
      ev_charging: lot.evConnector !== null && lot.evKw !== null ? { connector: lot.evConnector, kw: lot.evKw } : null,
      accessible: lot.accessible,
      covered: lot.covered,
      gated: lot.gated,
      lit: lot.lit,
    },
    max_height_cm: lot.maxHeightCm,
    max_length_cm: lot.maxLengthCm,
  };
}

export type LotLocation = Pick<
  typeof locations.$inferSelect,
  'id' | 'title' | 'address' | 'access' | 'latitude' | 'longitude'
>;
export type LotRow = { lot: typeof parkingLots.$inferSelect; location: LotLocation | null };

export type LotExtras = {
  periods: Period[];
  /** When the first free period stops being free (domain/free-until.ts); absent in the owner's answers. */
  freeUntil?: Date | null;
  myReservation: MyReservation | null;
  photos: PhotoFacts[];
  /** Its ratings' average and count (from 3), and whether its owner cancels often. */
  reputation: LotReputation;
  /** The owner's fields (upcoming_reservations_count, access_instructions); absent for anyone else. */
  owner?: { upcomingReservationsCount: number };
};

/** The parking lot shape of PRODUCT.md ("Field names"), date-times in the app time zone. */
export function lotResponse({ lot, location }: LotRow, extras: LotExtras, zone: string): ParkingLotContract {
  const apiTime = (date: Date | null | undefined) => formatApiDateTime(date, zone);
  return {
    id: lot.id,
    identifier: lot.identifier,
    zone: lot.zone,
    address: lot.address,
    location_id: lot.locationId,
    location: location ? locationFields(location) : null,
    latitude: lot.latitude,
    longitude: lot.longitude,
    orientation_degrees: lot.orientationDegrees,
    entering_type: lot.enteringType,
    access_type: lot.accessType,
    available: lot.available,
    available_from: apiTime(lot.availableFrom),
    available_to: apiTime(lot.availableTo),
    available_periods: extras.periods.map((p) => ({
      from: apiTime(p.from),
      to: apiTime(p.to),
    })),
    ...(extras.freeUntil !== undefined ? { free_until: apiTime(extras.freeUntil) } : {}),
    fast_availability_durations: lot.fastAvailabilityDurations,
    my_reservation: extras.myReservation
      ? { id: extras.myReservation.id, automobile: { registration_number: extras.myReservation.registration } }
      : null,
    owner_id: lot.ownerId,
    photos: extras.photos.map(photoResponse),
    ...extras.reputation,
    ...lotFeaturesOf(lot),
    ...(extras.owner
      ? {
          upcoming_reservations_count: extras.owner.upcomingReservationsCount,
          access_instructions: lot.accessInstructions,
        }
      : {}),
  };
}

export type LotResponse = ParkingLotContract;

export type ListingOptions = {
  viewerId: number;
  /** The range whose free gaps become available_periods. */
  range: Period;
  /** The searched period: my_reservation only when the viewer's reservation overlaps it (default: range). */
  searched?: Period;
  now: Date;
  zone: string;
  /** The owner's own lots: with the owner's fields. */
  ownerView?: boolean;
};

/** Answers for a page of lots: a fixed number of queries whatever the number of lots. */
export async function presentLots(db: Db | Tx, rows: LotRow[], options: ListingOptions): Promise<LotResponse[]> {
  const ids = rows.map((r) => r.lot.id);
  const [booked, next, mine, counts, photos, reputations] = await Promise.all([
    bookedPeriodsByLot(db, ids, options.range),
    options.ownerView ? Promise.resolve(undefined) : nextBookingStartsByLot(db, ids, options.range.to),
    myReservationsByLot(db, options.viewerId, ids, options.now, options.searched ?? options.range),
    options.ownerView ? upcomingCountsByLot(db, ids, options.now) : Promise.resolve(undefined),
    photosByLot(db, ids),
    lotReputations(
      db,
      rows.map((r) => ({ id: r.lot.id, ownerId: r.lot.ownerId })),
      options.now,
    ),
  ]);
  return rows.map((row) => {
    const reservations = booked.get(row.lot.id) ?? [];
    const { weeklySchedule } = row.lot;
    const periods = availablePeriodsWithin(options.range, row.lot, reservations, weeklySchedule, options.zone);
    // Past the range, the lot's next booking (a period reaching the range's end runs on to it).
    const after = next?.get(row.lot.id);
    const later = after ? [...reservations, { from: after, to: after }] : reservations;
    const first = periods[0];
    return lotResponse(
      row,
      {
        periods,
        freeUntil: next && (first ? freeUntil(first.from, row.lot, weeklySchedule, later, options.zone) : null),
        myReservation: mine.get(row.lot.id) ?? null,
        photos: photos.get(row.lot.id) ?? [],
        reputation: reputations.get(row.lot.id) ?? { rating_average: null, rating_count: null, cancels_often: false },
        owner: counts ? { upcomingReservationsCount: counts.get(row.lot.id) ?? 0 } : undefined,
      },
      options.zone,
    );
  });
}
