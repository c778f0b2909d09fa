import { and, eq, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { pipeline } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createGzip } from 'node:zlib';
import type { Db } from '../../db/client';
import {
  exportChanges,
  exportVersions,
  ledgerEntries,
  transactionDayExportClaims,
  transactionDayExports,
} from '../../db/schema/index';
import type { DbClock } from '../../deps';
import { dayBounds } from '../../lib/admin-list';
import type { CachedExport, ProducedExport } from '../../lib/export-cache';
import { GZIP_LEVEL } from '../../lib/gzip-level';
import { languages, type Language } from '../../lib/i18n';
import type { TransactionFilters } from './admin-repository';
import { transactionsFingerprint } from './admin-repository';
import { transactionListTotals } from './admin-totals';
import { transactionsCsv } from './transactions-csv';

/**
 * A day's admin transactions CSV kept in the database (docs/administration.md): made by the
 * `day-exports` job soon after the day ends in the app's zone, or by its first download, and
 * sent as it was gzipped for as long as it shows what the ledger holds. A day's export costs
 * its ~8,000 rows (about 0.3 s of the database's CPU on a city's ledger); a kept one, one row.
 */

/** The filters of an export the job makes ahead: one whole day, nothing else. */
export function wholeDay(q: {
  from?: string | undefined;
  to?: string | undefined;
  type?: string | undefined;
  q?: string | undefined;
  user_id?: number | undefined;
  reservation_id?: number | undefined;
}): string | undefined {
  if (!q.from || q.from !== q.to || q.type || q.q || q.user_id || q.reservation_id) return undefined;
  // The query's pattern lets a day like 2026-02-30 through (the list reads no bound from it).
  return DateTime.fromISO(q.from).isValid ? q.from : undefined;
}

/** The CSV of the filtered transactions: its headers (the count and totals) and its lines. */
export async function transactionsExport(
  db: Db,
  filters: TransactionFilters,
  language: Language,
  zone: string,
): Promise<ProducedExport> {
  const { total, totals } = await transactionListTotals(db, filters);
  return {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="transactions.csv"',
      'x-total-count': String(total),
      'x-totals': JSON.stringify(totals),
    },
    body: transactionsCsv(db, filters, language, zone),
  };
}

type DayKey = { zone: string; day: string; language: Language };

function boundsOf({ day, zone }: DayKey): { from: Date; to: Date } {
  const { from, to } = dayBounds(day, day, zone);
  if (!from || !to) throw new Error(`not a day: ${day}`);
  return { from, to };
}

/**
 * The kept export of a day, when it still shows what the ledger holds: the day's entries are
 * as many as when it was made (the ledger only grows; an index-only count) and no change
 * logged after its version falls in the day. One statement, so one snapshot.
 */
export async function keptDayExport(db: Db, key: DayKey): Promise<CachedExport | undefined> {
  const x = transactionDayExports;
  const { from, to } = boundsOf(key);
  const [row] = await db
    .select({ headers: x.headers, gzip: x.gzip })
    .from(x)
    .where(
      and(
        eq(x.zone, key.zone),
        eq(x.day, key.day),
        eq(x.language, key.language),
        eq(x.startsAt, from),
        eq(x.endsAt, to),
        sql`${x.entries} = ${dayEntries(x)}`,
        sql`not exists (select 1 from ${exportChanges} where ${stale(x)})`,
      ),
    );
  return row;
}

/** The count of the kept export's day's ledger entries now (an index-only scan). */
function dayEntries(x: typeof transactionDayExports) {
  const e = ledgerEntries;
  return sql`(select count(*) from ${e} where ${e.createdAt} >= ${x.startsAt} and ${e.createdAt} < ${x.endsAt})`;
}

/** A change logged after the export's version in an hour that overlaps its day. */
function stale(x: typeof transactionDayExports) {
  const c = exportChanges;
  return sql`${c.at} > ${x.startsAt} - interval '1 hour' and ${c.at} < ${x.endsAt} and ${c.version} > ${x.version}`;
}

/** The export's version and the day's entries, read before its rows: what it is kept with. */
export type DayExportStamp = { version: number; entries: number };

/** Keeps a day's export made from the rows read after `stamp`; a later stamp is never replaced. */
export async function keepDayExport(db: Db, key: DayKey, stamp: DayExportStamp, made: CachedExport): Promise<void> {
  const x = transactionDayExports;
  const { from, to } = boundsOf(key);
  const values = { ...key, startsAt: from, endsAt: to, ...stamp, headers: made.headers, gzip: made.gzip };
  await db
    .insert(x)
    .values(values)
    .onConflictDoUpdate({
      target: [x.zone, x.day, x.language],
      set: { ...values, builtAt: sql`now()` },
      setWhere: sql`(${x.version}, ${x.entries}) <= (excluded.version, excluded.entries)`,
    });
}

/** Makes a day's export from its rows, gzipped whole, and keeps it. */
export async function makeDayExport(db: Db, key: DayKey): Promise<CachedExport> {
  const bounds = boundsOf(key);
  const stamp = await transactionsFingerprint(db, bounds);
  const produced = await transactionsExport(db, bounds, key.language, key.zone);
  const gzip = await buffer(pipeline(produced.body, createGzip({ level: GZIP_LEVEL }), () => undefined));
  const made = { headers: produced.headers, gzip };
  await keepDayExport(db, key, stamp, made);
  return made;
}

/** How long a process holds the days it claimed, and how soon after its end a day is made. */
const CLAIM_MINUTES = 10;
const SETTLE_MINUTES = 5;

/**
 * The job: makes the exports of the days that ended in `zone` (5 minutes ago at least, so the
 * transactions begun before midnight have committed), newest first, in every language, that
 * are not kept or that a change made stale; at most `limit` a run. Each day is claimed, and
 * found still due, before it is made, so processes running the job at once make it once. Then
 * forgets the changes no kept export needs (a day after they were logged, when no export older
 * than them is kept).
 */
export async function prepareDayExports(deps: DbClock, zone: string, limit: number): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  let made = 0;
  for (const { day, language } of await dueDays(db, zone, now, limit)) {
    const key = { zone, day, language };
    if (!(await claim(db, key, now))) continue;
    if ((await dueDays(db, zone, now, 1, key)).length > 0) {
      await makeDayExport(db, key);
      made++;
    }
    const c = transactionDayExportClaims;
    await db.delete(c).where(and(eq(c.zone, zone), eq(c.day, day), eq(c.language, language)));
  }
  await forgetChanges(db);
  return made;
}

/**
 * The ended days (and languages) whose export is not kept or is stale, newest first: a change
 * logged after it falls in the day, or, for the last two days, the day's entries are more
 * than it shows (a transaction begun before midnight and committed after it). Older days are
 * not counted on every run: a download counts its day before it sends it (keptDayExport).
 */
async function dueDays(db: Db, zone: string, now: Date, limit: number, only?: DayKey): Promise<DayKey[]> {
  const last = DateTime.fromJSDate(now, { zone }).minus({ minutes: SETTLE_MINUTES, days: 1 }).toISODate();
  const recent = new Date(now.getTime() - 2 * 24 * 60 * 60_000);
  const x = transactionDayExports;
  const e = ledgerEntries;
  const result = (await db.execute(sql`
    with days as (
      select d::date as day
      from generate_series(
        (select (min(${e.createdAt}) at time zone ${zone})::date from ${e}), ${last}::date, interval '1 day') as d
    )
    select days.day::text as day, l.language
    from days cross join unnest(array[${sql.join(
      languages.map((l) => sql`${l}`),
      sql`, `,
    )}]::text[]) as l(language)
    left join ${x} on ${x.zone} = ${zone} and ${x.day} = days.day and ${x.language} = l.language
    where (${x.day} is null
      or exists (select 1 from ${exportChanges} where ${stale(x)})
      or (${x.endsAt} > ${recent} and ${x.entries} <> ${dayEntries(x)}))
      ${only ? sql`and days.day = ${only.day}::date and l.language = ${only.language}` : sql``}
    order by days.day desc, l.language
    limit ${limit}`)) as unknown as { rows: { day: string; language: Language }[] };
  return result.rows.map(({ day, language }) => ({ zone, day, language }));
}

/** Claims a day for this process until CLAIM_MINUTES from now: false when another holds it. */
async function claim(db: Db, key: DayKey, now: Date): Promise<boolean> {
  const c = transactionDayExportClaims;
  const until = new Date(now.getTime() + CLAIM_MINUTES * 60_000);
  const rows = await db
    .insert(c)
    .values({ ...key, until })
    .onConflictDoUpdate({ target: [c.zone, c.day, c.language], set: { until }, setWhere: sql`${c.until} < ${now}` })
    .returning({ day: c.day });
  return rows.length > 0;
}

/**
 * Drops the changes older than every kept export (none needs them) and logged a day ago at
 * least: an export being made now read a version above them, or has the day to keep it.
 */
async function forgetChanges(db: Db): Promise<void> {
  await db.delete(exportChanges).where(
    and(
      sql`${exportChanges.loggedAt} < now() - interval '1 day'`,
      sql`${exportChanges.version} <= coalesce((select min(${transactionDayExports.version}) from ${transactionDayExports}),
        (select ${exportVersions.version} from ${exportVersions}))`,
    ),
  );
}
