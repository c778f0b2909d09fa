import { asc, desc, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import type { Db } from '../db/client';

/** A LIKE pattern matching text that contains `text` (wildcards in it are taken literally). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How an admin list sorts: the `sort` values it takes, the one it falls back to, and the id that breaks ties. */
export type ListSort = { fallback: string; columns: Record<string, AnyColumn | SQL>; id: AnyColumn };

/** What an admin list's query asks for: the sort and the page. */
export type ListQuery = { sort?: string; page: number; per_page: number };

/** ORDER BY for `sort`: the column named, then the id as a tie-breaker in the same direction. */
export function orderBy(sort: string | undefined, { fallback, columns, id }: ListSort): SQL[] {
  const text = sort ?? fallback;
  const descending = text.startsWith('-');
  const column = columns[descending ? text.slice(1) : text] ?? columns[fallback.replace(/^-/, '')];
  const direction = descending ? desc : asc;
  return column ? [direction(column), direction(id)] : [direction(id)];
}

/** A list's total: exact, or the planner's estimate when the matching set is large. */
export type ListTotal = { total: number; estimated: boolean };

/**
 * Above this many matching rows (by the planner's estimate) a list's total is that estimate:
 * an exact count(*) would read every matching row on each page view.
 */
export const EXACT_COUNT_LIMIT = 10_000;

type PlanRow = { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] | string };

/**
 * The total of the rows `matching` selects (a select of the list's FROM, joins and WHERE):
 * the planner's row estimate (EXPLAIN, no execution; its statistics come from pg_class and
 * pg_statistic) when above `limit`, else count(*), which a small or index-served set makes
 * cheap.
 */
export async function countOrEstimate(db: Db, matching: SQLWrapper, limit = EXACT_COUNT_LIMIT): Promise<ListTotal> {
  const plan = (await db.execute(sql`explain (format json) ${matching}`)) as unknown as { rows: PlanRow[] };
  const raw = plan.rows[0]?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as Exclude<PlanRow['QUERY PLAN'], string>) : raw;
  const estimate = Math.round(parsed?.[0]?.Plan['Plan Rows'] ?? 0);
  if (estimate > limit) return { total: estimate, estimated: true };
  const counted = (await db.execute(sql`select count(*)::int as n from (${matching}) as matching`)) as unknown as {
    rows: { n: number | string }[];
  };
  return { total: Number(counted.rows[0]?.n ?? 0), estimated: false };
}

/**
 * The total once the page is known: a page shorter than per_page ends the list, so the
 * total is exact whatever the estimate said; an estimate is never below the rows seen.
 */
export function settleTotal(total: ListTotal, shown: number, query: { page: number; per_page: number }): ListTotal {
  const seen = (query.page - 1) * query.per_page + shown;
  if (!total.estimated) return total;
  if (shown < query.per_page && (shown > 0 || query.page === 1)) return { total: seen, estimated: false };
  return { total: Math.max(total.total, seen), estimated: true };
}

/**
 * One page of an admin list and its settled total. `list` is the list's select (columns,
 * joins, WHERE, ORDER BY; made `$dynamic()`), paged here by limit and offset; the total counts
 * the rows of `table` that match `where`: the conditions name that table's columns only, and
 * every such row has the rows the list joins.
 */
export async function pagedAdminList<T extends PgSelect>(
  db: Db,
  list: T,
  matching: { table: PgTable; where: SQL | undefined },
  query: { page: number; per_page: number; paged?: boolean },
): Promise<{ rows: T['_']['result']; total: ListTotal }> {
  const [rows, total] = await Promise.all([
    // `paged`: the list selects the page's rows already (by their ids, paged in a subquery).
    query.paged ? list : list.limit(query.per_page).offset((query.page - 1) * query.per_page),
    countOrEstimate(
      db,
      db
        .select({ one: sql`1` })
        .from(matching.table)
        .where(matching.where),
    ),
  ]);
  return { rows, total: settleTotal(total, rows.length, query) };
}

/**
 * The ids of a page's rows, read from `matching.table` alone in the list's `order`: a deep page
 * skips its offset in the table's index, not through the list's joins for each skipped row
 * (docs/performance.md, issue 48). The order's columns must be the table's.
 */
export function pageIds(
  db: Db,
  matching: { table: PgTable; where: SQL | undefined },
  id: PgColumn,
  order: SQL[],
  query: { page: number; per_page: number },
) {
  return db
    .select({ id })
    .from(matching.table)
    .where(matching.where)
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
}

/**
 * One page of an admin list in the order `query.sort` names, and its settled total: `select`
 * is the list's select (columns and joins, made `$dynamic()`) of the rows of `matching.table`;
 * the WHERE and ORDER BY are added here (see pagedAdminList for what the total counts).
 */
export function sortedAdminList<T extends PgSelect>(
  db: Db,
  select: T,
  matching: { table: PgTable; where: SQL | undefined },
  sort: ListSort,
  query: ListQuery,
) {
  const order = orderBy(query.sort, sort);
  return pagedAdminList(db, select.where(matching.where).orderBy(...order), matching, query);
}

/** The paging facts of an answer. */
export const pageMetaOf = (total: ListTotal, query: { page: number; per_page: number }) => ({
  total: total.total,
  total_is_estimate: total.estimated,
  page: query.page,
  per_page: query.per_page,
});

/** `count(*)` as a number. */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** The instants bounding days `from` .. `to` (both included) in the app time zone. */
export function dayBounds(from: string | undefined, to: string | undefined, zone: string) {
  const start = from ? DateTime.fromISO(from, { zone }) : undefined;
  const end = to ? DateTime.fromISO(to, { zone }).plus({ days: 1 }) : undefined;
  return {
    from: start?.isValid ? start.toJSDate() : undefined,
    to: end?.isValid ? end.toJSDate() : undefined,
  };
}
