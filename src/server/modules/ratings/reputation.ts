import { sql, type SQL } from 'drizzle-orm';
import {
  CANCELS_OFTEN_STRIKES,
  MIN_RATINGS_SHOWN,
  shownAverage,
  STRIKE_MEMORY_DAYS,
} from '../../../domain/rating-rules';
import type { Db, Tx } from '../../db/client';
import { ownerSearchHolds, ownerStrikes, ratings } from '../../db/schema/index';
import { ratingTotalsByLot } from './repository';

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const strikeMemoryStart = (now: Date) => new Date(now.getTime() - STRIKE_MEMORY_DAYS * 86_400_000);

/** What a lot's answer says of its ratings and its owner's reliability. */
export type LotReputation = { rating_average: number | null; rating_count: number | null; cancels_often: boolean };

/**
 * The finder's one condition for owners out of search (three strikes in 30 days, until an
 * administrator restores them): no open hold for the lot's owner, one probe of the partial
 * unique index owner_search_holds_open_unique.
 */
export const ownerInSearch = (ownerId: SQL | SQL.Aliased | unknown) =>
  sql`not exists (select 1 from ${ownerSearchHolds} osh where osh.owner_id = ${ownerId} and osh.restored_at is null)`;

/**
 * The reputation of each lot of a page (presentLots): one grouped query for the ratings, one
 * for the owners' strikes, whatever the number of lots.
 */
export async function lotReputations(
  db: Db | Tx,
  lots: { id: number; ownerId: number }[],
  now: Date,
): Promise<Map<number, LotReputation>> {
  const owners = [...new Set(lots.map((lot) => lot.ownerId))];
  const [totals, strikeRows] = await Promise.all([
    ratingTotalsByLot(
      db,
      lots.map((lot) => lot.id),
      now,
    ),
    owners.length === 0
      ? Promise.resolve([])
      : db
          .select({ ownerId: ownerStrikes.ownerId, n: sql<number>`count(*)::int` })
          .from(ownerStrikes)
          .where(
            sql`${ownerStrikes.ownerId} in (${sql.join(
              owners.map((id) => sql`${id}`),
              sql`, `,
            )}) and ${ownerStrikes.at} > ${ts(strikeMemoryStart(now))}`,
          )
          .groupBy(ownerStrikes.ownerId),
  ]);
  const strikes = new Map(strikeRows.map((row) => [row.ownerId, Number(row.n)]));
  return new Map(
    lots.map((lot) => {
      const total = totals.get(lot.id) ?? { count: 0, sum: 0 };
      const shown = shownAverage(total.count, total.sum);
      return [
        lot.id,
        {
          rating_average: shown.average,
          rating_count: shown.count,
          cancels_often: (strikes.get(lot.ownerId) ?? 0) >= CANCELS_OFTEN_STRIKES,
        },
      ];
    }),
  );
}

/**
 * The same three fields in SQL, for the finder's answer built by PostgreSQL (finder
 * free-lots-json.ts): `join` goes after the found lots' FROM (a lateral of one probe of
 * ratings_lot_visible_idx and one of owner_strikes_owner_at_idx per lot), `fields` inside its
 * json_build_object. `lot` and `owner` name the found lot's columns. The average is
 * round(sum * 10 / count) / 10, as shownAverage computes it.
 */
export function lotReputationJson(lot: SQL, owner: SQL, now: Date): { join: SQL; fields: SQL } {
  const join = sql`cross join lateral (select count(*) as n, coalesce(sum(g.stars), 0) as s from ${ratings} g
      where g.parking_lot_id = ${lot} and g.side = 'driver' and not g.hidden and g.visible_from <= ${ts(now)}) rep
    cross join lateral (select count(*) as strikes from ${ownerStrikes} os
      where os.owner_id = ${owner} and os.at > ${ts(strikeMemoryStart(now))}) rel`;
  const fields = sql`'rating_average', case when rep.n >= ${MIN_RATINGS_SHOWN} then (round(rep.s * 10.0 / rep.n) / 10)::float8 end,
      'rating_count', case when rep.n >= ${MIN_RATINGS_SHOWN} then rep.n::int end,
      'cancels_often', rel.strikes >= ${CANCELS_OFTEN_STRIKES}`;
  return { join, fields };
}
