import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  ne,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { ReservationStatusFilter } from '../../../domain/reservation-status';
import type { Db } from '../../db/client';
import { preparedTexts, runPrepared } from '../../db/prepared';
import { parkingLots, reservations } from '../../db/schema/index';
import { reservationsJson } from './list-json';
import { effectiveStatusSql } from './repository';

/**
 * A user's reservations list (GET /reservations), read by index on each side of "sent or
 * received" (docs/performance.md, "The reservations list at a city's size"): the driver's
 * own rows by reservations_user_idx, the rows on the user's lots by parking_lots_owner_idx
 * then reservations_lot_time_idx. One OR over both sides names two tables, so no index can
 * serve it and PostgreSQL read every reservation. "All" is the sent side UNION ALL the
 * received side without the user's own rows (those are sent already), so no row comes twice.
 */
export type ListFilters = {
  type: 'all' | 'sent' | 'received';
  status: ReservationStatusFilter;
  place?: string;
  page: number;
  perPage: number;
};

/** A value of the statement, or the placeholder of its prepared text (listReservationsJson). */
type Param<T> = T | Placeholder;

const newestFirst = () => [desc(reservations.startTime), desc(reservations.id)];

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The status filter (on reservations) and the place filter (on the lot), the same on each side. */
function filterConditions(filters: ListFilters, now: Param<Date>) {
  const status = effectiveStatusSql(now);
  const place = filters.place?.trim();
  return {
    status:
      filters.status === 'all'
        ? undefined
        : filters.status === 'scheduled_or_active'
          ? inArray(status, ['scheduled', 'active'])
          : eq(status, filters.status),
    place: place ? ilike(parkingLots.identifier, `%${escapeLike(place)}%`) : undefined,
  };
}
type Conditions = ReturnType<typeof filterConditions>;

type Side = { rows: (reach: Param<number>) => SQLWrapper; count: () => SQLWrapper };

/**
 * The user's rows as driver: `rows` the newest `reach` (reservations_user_idx read
 * backwards), `count` all of them. The lot is left-joined: PostgreSQL drops the join when no
 * place is asked for.
 */
function sentSide(db: Db, userId: Param<number>, conditions: Conditions): Side {
  const where = and(eq(reservations.userId, userId), conditions.status, conditions.place);
  const lot = eq(parkingLots.id, reservations.parkingLotId);
  return {
    rows: (reach) =>
      db
        .select({ id: reservations.id, startTime: reservations.startTime })
        .from(reservations)
        .leftJoin(parkingLots, lot)
        .where(where)
        .orderBy(...newestFirst())
        .limit(reach),
    count: () => db.select({ n: count() }).from(reservations).leftJoin(parkingLots, lot).where(where),
  };
}

/**
 * The rows on the user's lots, lot by lot: a lateral subquery per lot (reservations_lot_time_idx),
 * which PostgreSQL cannot flatten into one join of the whole table (it did, walking every
 * reservation newest first or hashing them all). `othersOnly` leaves out the user's own
 * bookings of them.
 */
function receivedSide(db: Db, userId: Param<number>, conditions: Conditions, othersOnly: boolean): Side {
  const ofLot = and(
    eq(reservations.parkingLotId, parkingLots.id),
    othersOnly ? ne(reservations.userId, userId) : undefined,
    conditions.status,
  );
  const lots = and(eq(parkingLots.ownerId, userId), conditions.place);
  return {
    rows: (reach) => {
      const perLot = db
        .select({ id: reservations.id, startTime: reservations.startTime })
        .from(reservations)
        .where(ofLot)
        .orderBy(...newestFirst())
        .limit(reach)
        .as('received');
      return db
        .select({ id: perLot.id, startTime: perLot.startTime })
        .from(parkingLots)
        .crossJoinLateral(perLot)
        .where(lots)
        .orderBy(desc(perLot.startTime), desc(perLot.id))
        .limit(reach);
    },
    count: () => {
      const perLot = db
        .select({ n: count().as('n') })
        .from(reservations)
        .where(ofLot)
        .as('received');
      return db
        .select({ n: sql`coalesce(sum(${perLot.n}), 0)` })
        .from(parkingLots)
        .crossJoinLateral(perLot)
        .where(lots);
    },
  };
}

/** The list's sides, each an index read; "all" leaves the user's own rows out of the received side. */
function sides(db: Db, userId: Param<number>, filters: ListFilters, now: Param<Date>): Side[] {
  const conditions = filterConditions(filters, now);
  if (filters.type === 'sent') return [sentSide(db, userId, conditions)];
  if (filters.type === 'received') return [receivedSide(db, userId, conditions, false)];
  return [sentSide(db, userId, conditions), receivedSide(db, userId, conditions, true)];
}

/** Where the page starts and ends: each side reads `reach` rows, the merge skips `offset`. */
type Paging = { reach: Param<number>; perPage: Param<number>; offset: Param<number> };

const pagingOf = (filters: ListFilters): Paging => ({
  reach: filters.page * filters.perPage,
  perPage: filters.perPage,
  offset: (filters.page - 1) * filters.perPage,
});

/**
 * The page's JSON (the column `data`: an array of reservations as the API shows them, newest
 * start first, ties by id). Each side reads at most the rows up to the page's end in index
 * order; the page is cut from their merge, then its at most per_page rows are joined to their
 * details and written as JSON by PostgreSQL (list-json.ts). `zone` writes the times only: the
 * plan is the same in any zone.
 */
export function listPageQuery(
  db: Db,
  userId: Param<number>,
  filters: ListFilters,
  now: Param<Date>,
  zone: Param<string> = 'UTC',
  paging: Paging = pagingOf(filters),
): SQL {
  const parts = sides(db, userId, filters, now).map((side) => side.rows(paging.reach));
  const page = sql`(select id from (${sql.join(parts, sql` union all `)}) as side
    order by start_time desc, id desc limit ${paging.perPage} offset ${paging.offset})`;
  return reservationsJson(page, userId, now, zone);
}

/** How many rows the list has: each side's index read, counted, summed. */
export function listCountQuery(db: Db, userId: Param<number>, filters: ListFilters, now: Param<Date>) {
  const counts = sides(db, userId, filters, now).map((side) => side.count());
  return sql`select (${sql.join(counts, sql` + `)})::int as n`;
}

const listStatement = (
  db: Db,
  userId: Param<number>,
  filters: ListFilters,
  now: Param<Date>,
  zone: Param<string>,
  paging?: Paging,
) =>
  sql`select (${listPageQuery(db, userId, filters, now, zone, paging)}) as data,
    (${listCountQuery(db, userId, filters, now)}) as n`;

type Shape = { db: Db; type: ListFilters['type']; status: ListFilters['status'] };

const p = (name: string) => sql.placeholder(name);

/**
 * The statement of each shape of filters (the type and the status), built once with
 * placeholders for its values: building it and writing its text was a fifth of the server's
 * CPU for a 200-row page (docs/performance.md, session 57).
 */
const listTexts = preparedTexts<Shape>(
  () => 'reservations_list',
  ({ db, type, status }) =>
    listStatement(db, p('user'), { type, status, page: 1, perPage: 1 }, p('now'), p('zone'), {
      reach: p('reach'),
      perPage: p('perPage'),
      offset: p('offset'),
    }),
  ({ type, status }) => `${type}:${status}`,
);

type ListRow = { data: string; n: number | string };

/**
 * The page's JSON text (an array, as the API shows it) and how many rows the list has, in one
 * statement: on PostgreSQL a prepared one (one per shape of filters), so PostgreSQL may keep a
 * generic plan rather than plan every request (about 2 ms of its CPU). Not with a place: a
 * generic plan cannot tell a rare place text from '%C-1%', which matches a tenth of a city's
 * lots, and read them all by the trigram index (86 ms against 16 ms planned each time).
 */
export async function listReservationsJson(
  db: Db,
  userId: number,
  filters: ListFilters,
  now: Date,
  zone: string,
): Promise<{ data: string; total: number }> {
  const [row] = filters.place?.trim()
    ? ((await db.execute(listStatement(db, userId, filters, now, zone))) as unknown as { rows: ListRow[] }).rows
    : await runPrepared<ListRow>(db, listTexts({ db, type: filters.type, status: filters.status }), {
        user: userId,
        now,
        zone,
        ...pagingOf(filters),
      });
  return { data: row?.data ?? '[]', total: Number(row?.n ?? 0) };
}
