import { sql } from 'drizzle-orm';
import type { Deps, TransitionDeps } from '../deps';
import { expireDue as expireDueReservations, reportReservationEvent } from '../modules/reservations/index';

const BATCH = 200;

/**
 * Stores 'active' for reservations whose start has passed. Rows are claimed with
 * FOR NO KEY UPDATE SKIP LOCKED and the update re-checks the status, so with several
 * processes each transition (and its 'started' event) happens once. (Plain FOR UPDATE
 * would also skip rows that a foreign-key check holds, such as a notification being
 * inserted for the reservation.)
 */
export async function markStarted(deps: Pick<Deps, 'db' | 'now' | 'events' | 'log'>): Promise<number> {
  const now = deps.now();
  let total = 0;
  for (;;) {
    const result = (await deps.db.execute(sql`
      with due as (
        select id from reservations
        where status = 'scheduled' and start_time <= ${now} and end_time > ${now}
        order by id limit ${BATCH} for no key update skip locked
      ), updated as (
        update reservations r set status = 'active', updated_at = ${now}
        from due where r.id = due.id and r.status = 'scheduled'
        returning r.id, r.user_id, r.parking_lot_id
      )
      select u.id, u.user_id, u.parking_lot_id, p.owner_id
      from updated u join parking_lots p on p.id = u.parking_lot_id`)) as unknown as {
      rows: { id: number; user_id: number; parking_lot_id: number; owner_id: number }[];
    };
    for (const row of result.rows) {
      reportReservationEvent(deps, {
        type: 'started',
        reservation: { id: row.id, userId: row.user_id, parkingLotId: row.parking_lot_id },
        ownerId: row.owner_id,
        actorId: null,
        at: now,
      });
    }
    total += result.rows.length;
    if (result.rows.length < BATCH) return total;
  }
}

/** Settles every reservation whose end has passed (each exactly once, see settlement.ts). */
export function expireDue(deps: TransitionDeps): Promise<number> {
  return expireDueReservations(deps, BATCH);
}

export async function sweepReservations(deps: TransitionDeps): Promise<{ started: number; expired: number }> {
  const expired = await expireDue(deps);
  const started = await markStarted(deps);
  return { started, expired };
}
