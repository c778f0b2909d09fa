import type { parkingLots } from '../db/schema/index';

type LotFeatureValues = Pick<
  typeof parkingLots.$inferInsert,
  'evConnector' | 'evKw' | 'accessible' | 'covered' | 'gated' | 'lit' | 'maxHeightCm' | 'maxLengthCm'
>;

/** What every lot of a demo location has: an underground car park is covered, lit and height-limited. */
export const demoLocationFeatures: Record<string, LotFeatureValues> = {
  U: { covered: true, lit: true, gated: true, maxHeightCm: 210 },
  A: { lit: true },
  P2: { covered: true, lit: true, maxHeightCm: 200, maxLengthCm: 500 },
  R: { gated: true, lit: true },
};

/**
 * A few lots' own features on top (by identifier), so the demo shows chargers of each kind,
 * accessible bays and the finder's feature filters finding some lots but not all.
 */
export const demoLotFeatures: Record<string, LotFeatureValues> = {
  'U-11': { evConnector: 'type2', evKw: 22 },
  'U-12': { evConnector: 'ccs', evKw: 50 },
  'U-13': { accessible: true },
  'A-11': { accessible: true },
  'P2-13': { evConnector: 'ccs', evKw: 150, accessible: true },
  'R-12': { evConnector: 'type2', evKw: 11 },
  'S-04': { accessible: true },
  'S-03': { evConnector: 'schuko', evKw: 3.7 },
};

/** The features of a demo lot: its location's, then its own. */
export function demoFeaturesOf(identifier: string, locationPrefix: string | null): LotFeatureValues {
  return {
    ...(locationPrefix ? demoLocationFeatures[locationPrefix] : {}),
    ...demoLotFeatures[identifier],
  };
}
