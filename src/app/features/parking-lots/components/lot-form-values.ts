import type { EvConnector } from '../../../../domain/lot-features';
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
  /** The availability window as picked, 'YYYY-MM-DD HH:mm' in the app zone; '' for none. */
  available_from: string;
  available_to: string;
  /** The gate code, the level...: shown to drivers only on an open reservation. */
  access_instructions: string;
  /** EV charging: on, its connector and its power in kW as typed. */
  ev: boolean;
  ev_connector: EvConnector;
  ev_kw: string;
  accessible: boolean;
  covered: boolean;
  gated: boolean;
  lit: boolean;
  /** Whole cm as typed; '' for no limit. */
  max_height_cm: string;
  max_length_cm: string;
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
    available_from: lot?.available_from?.slice(0, 16) ?? '',
    available_to: lot?.available_to?.slice(0, 16) ?? '',
    access_instructions: lot?.access_instructions ?? '',
    ev: Boolean(lot?.features.ev_charging),
    ev_connector: lot?.features.ev_charging?.connector ?? 'type2',
    ev_kw: lot?.features.ev_charging ? String(lot.features.ev_charging.kw) : '',
    accessible: lot?.features.accessible ?? false,
    covered: lot?.features.covered ?? false,
    gated: lot?.features.gated ?? false,
    lit: lot?.features.lit ?? false,
    max_height_cm: lot?.max_height_cm != null ? String(lot.max_height_cm) : '',
    max_length_cm: lot?.max_length_cm != null ? String(lot.max_length_cm) : '',
  };
}

/**
 * The window's fields when they were set (a new lot) or changed (an edit): a window with a
 * start also makes the lot available; an untouched one is left out, so saving other fields
 * neither moves it by its seconds nor switches a stopped lot back on.
 */
function windowInput(values: LotFormValues, lot?: ParkingLot): Partial<ParkingLotInput> {
  const before = initialLotValues(lot);
  if (lot && values.available_from === before.available_from && values.available_to === before.available_to) {
    return {};
  }
  const apiTime = (picked: string) => (picked ? `${picked}:00` : null);
  return {
    available: Boolean(values.available_from),
    available_from: apiTime(values.available_from),
    available_to: apiTime(values.available_to),
  };
}

/** A typed coordinate, when it reads as a number in range (a comma works as the decimal mark too). */
export function parseCoordinate(text: string, limit: 90 | 180): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

/** A typed decimal (a comma works as the mark too), or the text for the server to name. */
const decimal = (text: string): number | string => {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() !== '' && Number.isFinite(value) ? value : text.trim();
};

export function lotInput(values: LotFormValues, lot?: ParkingLot): ParkingLotInput {
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
    access_instructions: values.access_instructions,
    features: {
      ev_charging: values.ev ? { connector: values.ev_connector, kw: decimal(values.ev_kw) } : null,
      accessible: values.accessible,
      covered: values.covered,
      gated: values.gated,
      lit: values.lit,
    },
    max_height_cm: values.max_height_cm.trim(),
    max_length_cm: values.max_length_cm.trim(),
    ...windowInput(values, lot),
  };
}
