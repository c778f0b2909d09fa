/*
 * A lot's features (EV charging, accessible bay, covered, gated, lit) and its size limits, and
 * whether a car fits them. Free of zod: the finder's cards (first load) read these; the
 * payload schemas are in parking-lot.ts and automobile-schemas.ts.
 */

export const evConnectors = ['type2', 'ccs', 'chademo', 'schuko'] as const;
export type EvConnector = (typeof evConnectors)[number];

/** The yes/no features, in the order the app shows them. */
export const lotFlags = ['accessible', 'covered', 'gated', 'lit'] as const;
export type LotFlag = (typeof lotFlags)[number];

/** EV charging at the lot: null when there is none. */
export type EvCharging = { connector: EvConnector; kw: number } | null;

export type LotFeatures = { ev_charging: EvCharging } & Record<LotFlag, boolean>;

/** The finder's feature filters (query flags of GET /parking-finder). */
export const featureFilters = ['ev', 'accessible', 'covered', 'gated'] as const;
export type FeatureFilter = (typeof featureFilters)[number];

/** Sane ranges (inclusive), checked by the payload schemas and by the database. */
export const EV_KW_RANGE = { min: 1, max: 400 } as const;
export const LOT_HEIGHT_RANGE = { min: 100, max: 1000 } as const;
export const LOT_LENGTH_RANGE = { min: 200, max: 3000 } as const;
export const CAR_HEIGHT_RANGE = { min: 100, max: 500 } as const;
export const CAR_LENGTH_RANGE = { min: 200, max: 2500 } as const;

/** What a lot limits: null is no limit. */
export type LotLimits = { max_height_cm: number | null; max_length_cm: number | null };
/** A car's size: null is unknown (it fits every lot on that side). */
export type CarSize = { height_cm: number | null; length_cm: number | null };

export const fitReasons = ['height', 'length'] as const;
export type FitReason = (typeof fitReasons)[number];

/**
 * Why a car does not fit a lot: 'height' when it is taller than the lot allows, 'length' when
 * it is longer; [] when it fits (an unknown size or no limit never keeps a car out). The
 * finder's SQL (server finder/fit-sql.ts) and the booking's rule are its twins.
 */
export function fitProblems(lot: LotLimits, car: CarSize): FitReason[] {
  const reasons: FitReason[] = [];
  if (lot.max_height_cm !== null && car.height_cm !== null && car.height_cm > lot.max_height_cm) reasons.push('height');
  if (lot.max_length_cm !== null && car.length_cm !== null && car.length_cm > lot.max_length_cm) reasons.push('length');
  return reasons;
}

/** True when the lot has any feature worth an icon. */
export function hasAnyFeature(features: LotFeatures, limits?: LotLimits): boolean {
  return (
    features.ev_charging !== null ||
    lotFlags.some((flag) => features[flag]) ||
    (limits !== undefined && (limits.max_height_cm !== null || limits.max_length_cm !== null))
  );
}
