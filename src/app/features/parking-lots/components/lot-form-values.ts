import type { AccessType, EnteringType, ParkingLot, ParkingLotInput } from '../api/parking-lot-types';

/** The lot form's state: text as typed (numbers parse on the server, which names the bad field). */
export type LotFormValues = {
  identifier: string;
  zone: string;
  address: string;
  location_id: string;
  latitude: string;
  longitude: string;
  orientation_degrees: number;
  entering_type: EnteringType;
  access_type: AccessType;
};

export function initialLotValues(lot?: ParkingLot): LotFormValues {
  return {
    identifier: lot?.identifier ?? '',
    zone: lot?.zone ?? '',
    address: lot?.address ?? '',
    location_id: lot?.location_id ? String(lot.location_id) : '',
    latitude: lot ? String(lot.latitude) : '',
    longitude: lot ? String(lot.longitude) : '',
    orientation_degrees: lot?.orientation_degrees ?? 0,
    entering_type: lot?.entering_type ?? 'normal',
    access_type: lot?.access_type ?? 'free_public',
  };
}

/** A typed coordinate, when it reads as a number in range (a comma works as the decimal mark too). */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function lotInput(values: LotFormValues): ParkingLotInput {
  const coordinate = (text: string, limit: 90 | 180) => parseCoordinate(text, limit) ?? text.trim();
  return {
    identifier: values.identifier,
    zone: values.zone,
    address: values.address,
    location_id: values.location_id ? Number(values.location_id) : null,
    latitude: coordinate(values.latitude, 90),
    longitude: coordinate(values.longitude, 180),
    orientation_degrees: values.orientation_degrees,
    entering_type: values.entering_type,
    access_type: values.access_type,
  };
}
