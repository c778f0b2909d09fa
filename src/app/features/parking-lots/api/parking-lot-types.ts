import type { ParkingLotContract } from '../../../../domain/contracts/parking-lots';
import type { EvConnector } from '../../../../domain/lot-features';
import type { AccessType, EnteringType } from '../../../../domain/parking-lot';

export type { AccessType, EnteringType };

/** A parking lot as GET /parking-lots answers it to its owner (PRODUCT.md field names). */
export type ParkingLot = ParkingLotContract;

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
  /** Blank clears them. */
  access_instructions: string;
  /** Sent only when the window was set or changed: a new window also makes the lot available. */
  available?: boolean;
  /** 'YYYY-MM-DD HH:mm:ss' in the app zone; null: private (no start) or no end. */
  available_from?: string | null;
  available_to?: string | null;
  features: {
    ev_charging: { connector: EvConnector; kw: number | string } | null;
    accessible: boolean;
    covered: boolean;
    gated: boolean;
    lit: boolean;
  };
  /** Whole cm as typed (the server names a bad one); '' clears the limit. */
  max_height_cm: number | string;
  max_length_cm: number | string;
};
