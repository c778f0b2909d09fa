import { dayPeriod, windowHoldsReservations, type AvailabilityWindow } from '../../../domain/availability';
import type {
  AvailabilityChange,
  LotFeaturesInput,
  ParkingLotCreate,
  ParkingLotUpdate,
} from '../../../domain/parking-lot';
import type { DbClock, Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../lib/errors';
import { canUseLocation, type Viewer } from '../locations/index';
import { hasAnyReservation, upcomingPeriods } from './lot-reservations-repository';
import { presentLots, type LotResponse } from './presenter';
import { lotMessages } from './messages';
import {
  deleteLot,
  findOwnedLot,
  insertLot,
  listOwnedLots,
  lockOwnedLot,
  updateLot,
  type LotValues,
  type StoredLot,
} from './repository';

// PostgreSQL 18 reports ON DELETE RESTRICT as restrict_violation, older ones as foreign_key_violation.
const REFERENCED = new Set(['23001', '23503']);

/** The SQLSTATE of a database error: Drizzle wraps the driver's error, maybe more than once. */
function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * "From now" starts at the current minute: the app shows and searches whole minutes, so a lot
 * made available at 12:00:40 must cover a search or booking from 12:00.
 */
function startOfMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}

/** The unique index behind "one identifier per owner and location" (migration *_owners_tools.sql). */
const IDENTIFIER_KEY = 'parking_lots_owner_place_identifier_key';

function violatedConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth += 1) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a lot's insert or update; a duplicate identifier (the database's unique index decides,
 * so two requests racing with the same one cannot both pass) answers 422 on identifier.
 */
async function withUniqueIdentifier<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (sqlState(err) === '23505' && violatedConstraint(err) === IDENTIFIER_KEY) {
      throw validationFailed({ identifier: [lotMessages.identifierTaken] });
    }
    throw err;
  }
}

function ownerListing(deps: Pick<Deps, 'config' | 'now'>, viewer: Viewer) {
  const now = deps.now();
  // The owner sees what is still free of today.
  const range = { from: now, to: dayPeriod(now, deps.config.APP_TIMEZONE).to };
  return { viewerId: viewer.id, range, now, zone: deps.config.APP_TIMEZONE, ownerView: true };
}

export async function listMyLots(deps: Pick<Deps, 'config' | 'db' | 'now'>, viewer: Viewer): Promise<LotResponse[]> {
  return presentLots(deps.db, await listOwnedLots(deps.db, viewer.id), ownerListing(deps, viewer));
}

export async function getMyLot(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  viewer: Viewer,
  id: number,
): Promise<LotResponse> {
  const row = await findOwnedLot(deps.db, viewer.id, id);
  if (!row) throw notFound();
  const [answer] = await presentLots(deps.db, [row], ownerListing(deps, viewer));
  return answer!;
}

async function assertLocationUsable(tx: Tx, viewer: Viewer, locationId: number | null | undefined) {
  if (locationId == null) return;
  if (!(await canUseLocation(tx, viewer, locationId)))
    throw validationFailed({ location_id: [lotMessages.locationNotAllowed] });
}

/** The features' columns: absent keys stay undefined (kept); ev_charging null clears both EV columns. */
function featureValues(features: LotFeaturesInput | undefined): LotValues {
  if (!features) return {};
  const ev = features.ev_charging;
  return {
    evConnector: ev === undefined ? undefined : (ev?.connector ?? null),
    evKw: ev === undefined ? undefined : (ev?.kw ?? null),
    accessible: features.accessible,
    covered: features.covered,
    gated: features.gated,
    lit: features.lit,
  };
}

function lotValues(input: ParkingLotCreate | ParkingLotUpdate): LotValues {
  const values: LotValues = {
    identifier: input.identifier,
    zone: input.zone,
    address: input.address,
    locationId: input.location_id,
    latitude: input.latitude,
    longitude: input.longitude,
    orientationDegrees: input.orientation_degrees,
    enteringType: input.entering_type,
    accessType: input.access_type,
    fastAvailabilityDurations: input.fast_availability_durations,
    available: input.available,
    availableFrom: input.available_from,
    availableTo: input.available_to,
    accessInstructions: input.access_instructions,
    ...featureValues(input.features),
    maxHeightCm: input.max_height_cm,
    maxLengthCm: input.max_length_cm,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
}

/** Refuses a window whose end is not after its start, or one that leaves a booking outside it. */
async function assertWindowFits(tx: Tx, lot: StoredLot, window: AvailabilityWindow, now: Date) {
  if (window.availableFrom && window.availableTo && window.availableTo <= window.availableFrom) {
    throw validationFailed({ available_to: [lotMessages.windowOrder] });
  }
  if (!windowHoldsReservations(window, await upcomingPeriods(tx, lot.id, now), now)) {
    throw conflict(lotMessages.windowExcludesReservations);
  }
}

export async function createLot(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  viewer: Viewer,
  input: ParkingLotCreate,
): Promise<LotResponse> {
  const id = await withUniqueIdentifier(() =>
    deps.db.transaction(async (tx) => {
      await assertLocationUsable(tx, viewer, input.location_id);
      const values = lotValues(input);
      // Made available without a start: available from now (no start would mean private).
      if (input.available && input.available_from === undefined) values.availableFrom = startOfMinute(deps.now());
      return insertLot(tx, {
        ...values,
        ownerId: viewer.id,
        identifier: input.identifier,
        latitude: input.latitude,
        longitude: input.longitude,
      });
    }),
  );
  return getMyLot(deps, viewer, id);
}

/**
 * Changes the caller's own lot, locked: `change` reads it and gives the new values and the
 * availability window they make, which must still hold the lot's upcoming reservations.
 */
async function changeOwnedLot(
  deps: Pick<Deps, 'db' | 'now'>,
  viewer: Viewer,
  id: number,
  change: (tx: Tx, lot: StoredLot, now: Date) => Promise<{ values: LotValues; window: AvailabilityWindow }>,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const lot = await lockOwnedLot(tx, viewer.id, id);
    if (!lot) throw notFound();
    const { values, window } = await change(tx, lot, now);
    await assertWindowFits(tx, lot, window, now);
    await updateLot(tx, id, values, now);
  });
}

export async function updateMyLot(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  viewer: Viewer,
  id: number,
  input: ParkingLotUpdate,
): Promise<LotResponse> {
  await withUniqueIdentifier(() =>
    changeOwnedLot(deps, viewer, id, async (tx, lot) => {
      if (input.location_id !== undefined && input.location_id !== lot.locationId)
        await assertLocationUsable(tx, viewer, input.location_id);
      const values = lotValues(input);
      const window: AvailabilityWindow = {
        available: input.available ?? lot.available,
        availableFrom: input.available_from === undefined ? lot.availableFrom : input.available_from,
        availableTo: input.available_to === undefined ? lot.availableTo : input.available_to,
      };
      return { values, window };
    }),
  );
  return getMyLot(deps, viewer, id);
}

export async function setAvailability(
  deps: Pick<Deps, 'config' | 'db' | 'now'>,
  viewer: Viewer,
  id: number,
  change: AvailabilityChange,
): Promise<LotResponse> {
  await changeOwnedLot(deps, viewer, id, async (_tx, lot, now) => {
    let window: AvailabilityWindow;
    if (change.duration_minutes !== undefined) {
      const minutes = change.duration_minutes;
      if (minutes !== null && !lot.fastAvailabilityDurations.includes(minutes)) {
        throw validationFailed({ duration_minutes: [lotMessages.durationNotOffered] });
      }
      const from = startOfMinute(now);
      window = {
        available: true,
        availableFrom: from,
        availableTo: minutes === null ? null : new Date(from.getTime() + minutes * 60_000),
      };
    } else {
      const available = change.available ?? lot.available;
      let availableFrom = change.available_from === undefined ? lot.availableFrom : change.available_from;
      if (available && change.available_from === undefined && !availableFrom) availableFrom = startOfMinute(now);
      window = {
        available,
        availableFrom,
        availableTo: change.available_to === undefined ? lot.availableTo : change.available_to,
      };
    }
    return { values: window, window };
  });
  return getMyLot(deps, viewer, id);
}

export async function deleteMyLot(deps: DbClock, viewer: Viewer, id: number): Promise<void> {
  const now = deps.now();
  try {
    await deps.db.transaction(async (tx) => {
      const lot = await lockOwnedLot(tx, viewer.id, id);
      if (!lot) throw notFound();
      if ((await upcomingPeriods(tx, lot.id, now)).length > 0) throw conflict(lotMessages.hasOpenReservations);
      if (await hasAnyReservation(tx, lot.id)) throw conflict(lotMessages.hasHistory);
      await deleteLot(tx, id);
    });
  } catch (err) {
    // Past reservations keep the lot (their history names it); a booking racing the check meets the foreign key.
    if (REFERENCED.has(sqlState(err) ?? '')) throw conflict(lotMessages.hasHistory);
    throw err;
  }
}
