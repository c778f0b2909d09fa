import type { AccessType, EnteringType, LocationAccess } from '../../../../domain/parking-lot';

export type { AccessType, EnteringType };

export type LotLocation = {
  id: number;
  title: string;
  address: string | null;
  access: LocationAccess;
  latitude: number;
  longitude: number;
};

/** A parking lot as GET /parking-lots answers it to its owner (PRODUCT.md field names). */
export type ParkingLot = {
  id: number;
  identifier: string;
  zone: string | null;
  address: string | null;
  location_id: number | null;
  location: LotLocation | null;
  latitude: number;
  longitude: number;
  orientation_degrees: number;
  entering_type: EnteringType;
  access_type: AccessType;
  available: boolean;
  available_from: string | null;
  available_to: string | null;
  available_periods: { from: string; to: string }[];
  fast_availability_durations: number[];
  owner_id: number;
  upcoming_reservations_count?: number;
};

/** What the lot form sends on create and update. */
export type ParkingLotInput = {
  identifier: string;
  zone: string;
  address: string;
  location_id: number | null;
  latitude: number | string;
  longitude: number | string;
  orientation_degrees: number;
  entering_type: EnteringType;
  access_type: AccessType;
};
