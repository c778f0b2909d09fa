import type { z } from 'zod';
import { listBody } from './common';
import { parkingLotContract } from './parking-lots';

/**
 * A lot as the finder answers it: the parking lot shape without the owner's count. The map
 * search's JSON is built by the database (server finder/free-lots-json.ts) and sent as is; a
 * test parses it with this contract.
 */
export const finderLotContract = parkingLotContract.omit({ upcoming_reservations_count: true });
export type FinderLotContract = z.infer<typeof finderLotContract>;

export const finderBody = listBody(finderLotContract);
export type FinderBody = z.infer<typeof finderBody>;
