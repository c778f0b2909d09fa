import { sql } from 'drizzle-orm';
import { RATING_WINDOW_MS } from '../../../domain/rating-rules';
import { notifications, parkingLots, ratings, reservationReports, reservations } from '../../db/schema/index';
import { notifyUser, type NotifyDeps } from '../notifications/index';

const DAY_MS = 86_400_000;
/** The prompt goes the day after the end: a full day later, so an evening's parking is asked about the next day. */
const PROMPT_DELAY_MS = DAY_MS;
const PROMPT_BATCH = 200;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const dedupeKey = (reservationId: number, userId: number) => `rating:prompt:${reservationId}:${userId}`;

type Due = {
  id: number;
  user_id: number;
  side: 'driver' | 'owner';
  place: string;
  registration: string;
  start_time: string | Date;
  end_time: string | Date;
};

/**
 * The parties of reservations that ended (finalized or expired, not reported) at least a day
 * and at most 14 days ago, who have not rated and have not been asked: each is asked once (the
 * notification's dedupe key, checked in the query and unique in the table).
 */
async function duePrompts(deps: NotifyDeps, now: Date): Promise<Due[]> {
  const latest = new Date(now.getTime() - PROMPT_DELAY_MS);
  const earliest = new Date(now.getTime() - RATING_WINDOW_MS);
  const result = (await deps.db.execute(sql`
    with ended as (
      select r.id, r.user_id as driver_id, pl.owner_id, pl.identifier as place, r.automobile_registration as registration,
        r.start_time, r.end_time,
        case when r.status = 'finalized' then coalesce(r.ended_at, r.end_time) else r.end_time end as ended
      from ${reservations} r join ${parkingLots} pl on pl.id = r.parking_lot_id
      where r.end_time > ${ts(earliest)} and r.status in ('finalized', 'expired')
        and not exists (select 1 from ${reservationReports} rr where rr.reservation_id = r.id)
    ), parties as (
      select e.*, e.driver_id as user_id, 'driver' as side from ended e
      union all
      select e.*, e.owner_id as user_id, 'owner' as side from ended e where e.owner_id <> e.driver_id
    )
    select p.id, p.user_id, p.side, p.place, p.registration, p.start_time, p.end_time from parties p
    where p.ended > ${ts(earliest)} and p.ended <= ${ts(latest)}
      and not exists (select 1 from ${ratings} g where g.reservation_id = p.id and g.side = p.side)
      and not exists (select 1 from ${notifications} n
        where n.dedupe_key = 'rating:prompt:' || p.id || ':' || p.user_id)
    order by p.ended
    limit ${PROMPT_BATCH}`)) as unknown as { rows: Due[] };
  return result.rows;
}

/** The job (jobs/app-jobs.ts): asks each party to rate the day after the end; the tap opens the reservation's rating. */
export async function sendRatingPrompts(deps: NotifyDeps): Promise<number> {
  const now = deps.now();
  let sent = 0;
  for (const due of await duePrompts(deps, now)) {
    const id = Number(due.id);
    const userId = Number(due.user_id);
    const notification = await notifyUser(deps, {
      userId,
      type: 'rating.prompt',
      messageId: due.side === 'driver' ? 'rating.prompt.driver' : 'rating.prompt.owner',
      values: {
        place: due.place,
        registration: due.registration,
        start: new Date(due.start_time),
        end: new Date(due.end_time),
      },
      url: `/reservations/${id}?rate=1`,
      reservationId: id,
      dedupeKey: dedupeKey(id, userId),
    });
    if (notification) sent += 1;
  }
  return sent;
}
