import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { z } from 'zod';

/**
 * What every /admin list takes (PRODUCT.md, Administration): q (search), sort (a column name,
 * '-' before it for descending), page and per_page (at most 100), plus the list's filters.
 */
export function adminListQuery<const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sorts: S,
  filters: F,
) {
  const sortValues = sorts.flatMap((s) => [s, `-${s}`]) as [string, ...string[]];
  return z.object({
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortValues).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
    ...filters,
  });
}

/** An optional positive id in a query string. */
export const idFilter = z.coerce.number().int().positive().max(2_147_483_647).optional();

/** A LIKE pattern matching text that contains `text` (wildcards in it are taken literally). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** ORDER BY for `sort`: the column named, then the id as a tie-breaker in the same direction. */
export function orderBy(
  sort: string | undefined,
  fallback: string,
  columns: Record<string, AnyColumn | SQL>,
  id: AnyColumn,
): SQL[] {
  const text = sort ?? fallback;
  const descending = text.startsWith('-');
  const column = columns[descending ? text.slice(1) : text] ?? columns[fallback.replace(/^-/, '')];
  const direction = descending ? desc : asc;
  return column ? [direction(column), direction(id)] : [direction(id)];
}

/** The paging facts of an answer. */
export const pageMetaOf = (total: number, query: { page: number; per_page: number }) => ({
  total,
  page: query.page,
  per_page: query.per_page,
});

/** `count(*)` as a number. */
export const countAll = () => sql<number>`count(*)`.mapWith(Number);

/** A day 'YYYY-MM-DD' in the query string. */
export const dayFilter = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();

/** The instants bounding days `from` .. `to` (both included) in the app time zone. */
export function dayBounds(from: string | undefined, to: string | undefined, zone: string) {
  const start = from ? DateTime.fromISO(from, { zone }) : undefined;
  const end = to ? DateTime.fromISO(to, { zone }).plus({ days: 1 }) : undefined;
  return {
    from: start?.isValid ? start.toJSDate() : undefined,
    to: end?.isValid ? end.toJSDate() : undefined,
  };
}
