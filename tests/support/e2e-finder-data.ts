import { DateTime } from 'luxon';
import { registerAccount, type E2eAccount } from './e2e-accounts';
import { apiCall, grantCredits } from './e2e-booking';

/** The map's default centre (Bucharest): seeded lots sit a few metres around it. */
export const CENTRE = { lat: 44.4268, lng: 26.1025 };
const zone = 'Europe/Bucharest';

/** 'YYYY-MM-DD HH:mm:ss' in the app's time zone. */
export const apiTime = (value: DateTime) => value.setZone(zone).toFormat('yyyy-MM-dd HH:mm:ss');

export type SeededLot = { id: number; identifier: string; zone: string | null; latitude: number; longitude: number };

export type LotSeed = {
  identifier: string;
  zone: string;
  /** Metres north and east of CENTRE. */
  north: number;
  east: number;
  /** Hours from now until the lot stops being available; null = unlimited. */
  untilHours?: number | null;
  orientation?: number;
  locationId?: number;
  /** More fields of the lot's body as the API takes them (features, max_height_cm...). */
  extra?: Record<string, unknown>;
};

const metresToLat = (m: number) => m / 111_320;
const metresToLng = (m: number) => m / (111_320 * Math.cos((CENTRE.lat * Math.PI) / 180));

/** A lot of the owner through POST /api/parking-lots, available from an hour ago. */
export async function seedLot(baseUrl: string, ownerToken: string, seed: LotSeed): Promise<SeededLot> {
  const now = DateTime.now();
  return apiCall<SeededLot>(baseUrl, ownerToken, 'POST', 'parking-lots', {
    identifier: seed.identifier,
    zone: seed.zone,
    address: `Strada Academiei ${seed.identifier.replace(/\D/g, '')}`,
    location_id: seed.locationId ?? null,
    latitude: CENTRE.lat + metresToLat(seed.north),
    longitude: CENTRE.lng + metresToLng(seed.east),
    orientation_degrees: seed.orientation ?? 0,
    available: true,
    available_from: apiTime(now.minus({ hours: 1 })),
    available_to: seed.untilHours ? apiTime(now.plus({ hours: seed.untilHours })) : null,
    ...seed.extra,
  });
}

export async function seedLocation(
  baseUrl: string,
  adminToken: string,
  title: string,
  north: number,
  east: number,
): Promise<{ id: number }> {
  const { data } = await apiCall<{ data: { id: number } }>(baseUrl, adminToken, 'POST', 'admin/locations', {
    title,
    address: 'Bulevardul Regina Elisabeta 4',
    latitude: CENTRE.lat + metresToLat(north),
    longitude: CENTRE.lng + metresToLng(east),
    access: 'public',
  });
  return data;
}

export type Driver = E2eAccount & { automobileId: number; registration: string };

/** A driver with credits and one saved automobile (B 100 ABC). */
export async function newDriver(
  baseUrl: string,
  adminToken: string,
  options: { language?: 'ro' | 'en'; name?: string } = {},
): Promise<Driver> {
  const account = await registerAccount(baseUrl, {
    name: options.name ?? 'Andrei Popa',
    language: options.language ?? 'ro',
  });
  await grantCredits(baseUrl, adminToken, account.userId, 500, 'Credite de test');
  const { data: car } = await apiCall<{ data: { id: number; registration_number: string } }>(
    baseUrl,
    account.token,
    'POST',
    'automobiles',
    {
      registration_number: 'B 100 ABC',
      make: 'Dacia',
      model: 'Logan',
    },
  );
  return { ...account, automobileId: car.id, registration: car.registration_number };
}

/** A reservation through the API with the driver's automobile, from `start` for `minutes`. */
export async function reserveThroughApi(
  baseUrl: string,
  driver: Driver,
  lotId: number,
  start: DateTime,
  minutes: number,
) {
  return apiCall<{ id: number }>(baseUrl, driver.token, 'POST', 'reservations', {
    parking_lot_id: lotId,
    automobile_id: driver.automobileId,
    start_time: apiTime(start),
    end_time: apiTime(start.plus({ minutes })),
  });
}
