import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { adminTransactionCsvColumns, type AdminTransactionContract } from '../../src/domain/contracts/admin-ledger';
import { transactionLabels } from '../../src/server/modules/credits/transaction-labels';
import { csvField } from '../../src/server/modules/credits/transactions-csv';
import { createUser, type TestUser } from '../support/factories';
import { assertLedgerBalanced, movementAtTime } from '../support/ledger';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();
afterEach(() => assertLedgerBalanced(app));

type Rows<T> = { rows: T[] };
const db = () => app.deps.db;

/**
 * The wallet entries' times: around the night the clocks go back in Bucharest (25/10/2026,
 * 04:00 +03 becomes 03:00 +02) and to the microsecond, so that a batch's last row shares its
 * millisecond with the next batch's first.
 */
const times = [
  '2026-10-24T20:59:00.123456Z', // 24/10 23:59 local: the day before
  '2026-10-24T21:30:00.5Z', // 25/10 00:30 +03
  '2026-10-25T00:30:00.999999Z', // 25/10 03:30 +03
  '2026-10-25T01:30:00Z', // 25/10 03:30 +02, the hour again
  '2026-10-25T21:30:00.000001Z', // 25/10 23:30 +02
  '2026-10-25T22:30:00Z', // 26/10 00:30: the day after
];

/** Every kind of entry the CSV words, for users whose names a spreadsheet would misread. */
async function scene(): Promise<{ admin: TestUser; users: TestUser[]; reservationId: number }> {
  const admin = await createUser(app, { isAdmin: true });
  const names = [
    '=HYPERLINK("x")',
    '-minus',
    '+plus',
    '@at',
    '\tTab',
    '\rReturn',
    'Comma, "Quote"',
    'Line\nbreak',
    'Ana Ștefănescu',
    'Plain Name',
  ];
  const users: TestUser[] = [];
  for (const name of names) users.push(await createUser(app, { name }));
  const ids = users.map((u) => u.id);
  const owner = ids[0] as number;
  await db().execute(sql`
    insert into parking_lots (owner_id, identifier, zone, address, latitude, longitude, available, available_from)
    select ${owner}, identifier, 'Zona', 'Strada', 44.4, 26.1, true, '2025-01-01'::timestamptz
    from unnest(array['P-1, "Nord"', '=Loc 2', 'B-7']) identifier`);
  // One finalized reservation per user and time, each on its own hours of 2026.
  await db().execute(sql`
    insert into reservations (user_id, parking_lot_id, automobile_registration, start_time, end_time, status,
      credits_reserved, credits_paid)
    select u, (select id from parking_lots where owner_id = ${owner} order by id offset (n % 3) limit 1),
      'B ' || n || ' CSV', '2026-01-01'::timestamptz + n * interval '3 hours',
      '2026-01-01'::timestamptz + n * interval '3 hours' + interval '1 hour', 'finalized', 110, 60
    from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) with ordinality as d(u, i)
    cross join lateral (select (i - 1) * ${times.length} + k as n from generate_series(0, ${times.length - 1}) k) s`);
  // Each reservation's hold, extension and release at its time (one of `times`), the release
  // with every code a wallet entry can carry and the system's fee.
  await db().execute(sql`
    with r as (
      select r.id, r.user_id, (${sql.raw(`array['${times.join("','")}']`)}::timestamptz[])[1 + (row_number() over (partition by r.user_id order by r.id) - 1)::int % ${times.length}] as at
      from reservations r where r.automobile_registration like '% CSV'
    ), t as (
      insert into ledger_transactions (kind, reservation_id, created_at)
      select kind, r.id, r.at + step * interval '1 microsecond'
      from r cross join (values ('hold', 0), ('extend', 1), ('release', 2)) k(kind, step)
      returning id, kind, reservation_id, created_at
    )
    insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
    select t.id, coalesce(a.id, (select id from ledger_accounts where type = e.account)), e.amount, e.code, t.created_at
    from t join r on r.id = t.reservation_id
    join (values
      ('hold', 'driver', -100, 'hold'), ('hold', 'escrow', 100, null),
      ('extend', 'driver', -10, 'extension'), ('extend', 'escrow', 10, null),
      ('release', 'escrow', -110, null), ('release', 'owner', 60, 'payout'), ('release', 'driver', 20, 'refund_unused'),
      ('release', 'driver', 5, 'refund_cancelled'), ('release', 'driver', 5, 'refund_reported'),
      ('release', 'driver', 3, 'report_charge'), ('release', 'driver', 2, 'fee'), ('release', 'system_fee', 15, null)
    ) e(kind, account, amount, code) on e.kind = t.kind
    left join ledger_accounts a on a.type = 'wallet'
      and a.user_id = case e.account when 'driver' then r.user_id when 'owner' then ${owner} end`);
  // Movements without a reservation: grants with and without their own text (blank, formula,
  // comma), a code that is none, none at all, a welcome (of several amounts), top-ups paid and not.
  const movements: [string, string | null, string | null, number][] = [
    ['grant', 'grant', 'Bonus, "special"', 10_000],
    ['grant', 'grant', ' \u00a0\t\u2003', 3],
    ['grant', 'grant', '=1+2', 4],
    ['grant', 'grant', null, 5],
    ['grant', 'grant', '-1 correction', -1],
    ['grant', 'legacy, old code', 'ignored', 6],
    ['grant', null, 'From the transaction', 7],
    ['grant', null, null, 8],
    // One welcome a wallet: its amount is the user's (below).
    ['welcome', 'welcome', null, 0],
    ['top_up', 'top_up', 'Card top-up', 50],
    ['top_up', 'top_up', 'Pending, by hand', 7],
  ];
  for (const [u, user] of users.entries()) {
    for (const [m, [kind, code, description, given]] of movements.entries()) {
      const amount = kind === 'welcome' ? ([60, 1, 3, 25][u % 4] as number) : given;
      const at = times[(u + m) % times.length] as string;
      const transactionId = await movementAtTime(db(), {
        userId: user.id,
        at,
        amount,
        kind,
        description,
        code,
        counter: kind === 'top_up' ? 'payments' : 'mint',
      });
      if (kind === 'top_up' && amount === 50) {
        await db().execute(sql`
          insert into payments (user_id, ledger_transaction_id, credits, amount, currency, stripe_session_id,
            stripe_payment_intent_id, stripe_receipt_url, stripe_event_id)
          values (${user.id}, ${transactionId}, 50, 2550, 'RON', ${`cs_${u},"x"`},
            ${u % 2 ? '=pi' : null}, ${u % 3 ? null : `https://pay.example/r?a=1,b=${u}`}, ${`evt_${u}`})`);
      }
    }
  }
  // More than a batch of one user's grants within two milliseconds: the keyset keeps the microseconds.
  const bulk = users[9] as TestUser;
  await db().execute(sql`
    with t as (
      insert into ledger_transactions (kind, description, created_at)
      select 'grant', 'bulk ' || g, '2026-06-10T10:00:00.000500Z'::timestamptz + g * interval '1 microsecond'
      from generate_series(1, 1005) g
      returning id, created_at
    )
    insert into ledger_entries (transaction_id, account_id, amount, description, created_at)
    select t.id, (select id from ledger_accounts where user_id = ${bulk.id}), 1, 'grant', t.created_at from t
    union all select t.id, (select id from ledger_accounts where type = 'mint'), -1, 'grant', t.created_at from t`);
  await db().execute(sql`
    update ledger_accounts a set balance = (select coalesce(sum(amount), 0) from ledger_entries where account_id = a.id)
    where a.type = 'wallet'`);
  const [reservation] = (
    (await db().execute(sql`
      select id from reservations where user_id = ${users[6]?.id} order by id limit 1`)) as unknown as Rows<{
      id: number;
    }>
  ).rows;
  return { admin, users, reservationId: reservation?.id as number };
}

/** Every row of the JSON list for `query`, page after page (the list's own order: newest first). */
async function listed(admin: TestUser, query: string, language: 'ro' | 'en') {
  const rows: AdminTransactionContract[] = [];
  for (let page = 1; ; page++) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/transactions?${query}&per_page=100&page=${page}`,
      headers: { ...admin.headers, 'accept-language': language },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { data: AdminTransactionContract[] };
    rows.push(...body.data);
    if (body.data.length < 100) return rows;
  }
}

async function exported(admin: TestUser, query: string, language: 'ro' | 'en') {
  const res = await app.inject({
    method: 'GET',
    url: `/api/admin/transactions?${query}&format=csv`,
    headers: { ...admin.headers, 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    lines: res.body.slice(res.body.indexOf('\r\n') + 2),
    total: Number(res.headers['x-total-count']),
    totals: JSON.parse(String(res.headers['x-totals'])) as Record<string, number>,
  };
}

// Issue 48: PostgreSQL writes the CSV's lines (and the totals are one statement); they must
// stay what Node wrote from the list's rows, byte for byte.
describe("the administrators' transactions CSV, written by PostgreSQL", () => {
  it("is the list's rows written field by field, in both languages, for every filter", async () => {
    const { admin, users, reservationId } = await scene();
    const day = 'from=2026-10-25&to=2026-10-25';
    const queries = [
      'sort=-date',
      day,
      `user_id=${users[6]?.id}&${day}`,
      `user_id=${users[9]?.id}`,
      'q=Quote',
      'type=used',
      'type=added&from=2026-10-24&to=2026-10-24',
      'type=top_up',
      `reservation_id=${reservationId}`,
    ];
    for (const language of ['ro', 'en'] as const) {
      const labels = transactionLabels(language);
      for (const query of queries) {
        const rows = await listed(admin, query, language);
        const csv = await exported(admin, query, language);
        const expected = rows
          .map((row) => `${adminTransactionCsvColumns.map(([, value]) => csvField(value(row, labels))).join(',')}\r\n`)
          .join('');
        expect(csv.lines, `${language} ${query}`).toBe(expected);
        expect(csv.total, query).toBe(rows.length);
        const ids = [...new Set(rows.map((r) => r.transaction_id)), 0];
        const [fees] = (
          (await db().execute(sql`
            select coalesce(sum(e.amount), 0)::int as fees from ledger_entries e
            join ledger_accounts a on a.id = e.account_id and a.type = 'system_fee'
            where e.transaction_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`)) as unknown as Rows<{ fees: number }>
        ).rows;
        const sum = (keep: (r: AdminTransactionContract) => boolean) =>
          rows.filter(keep).reduce((total, r) => total + r.amount, 0);
        expect(csv.totals, query).toEqual({
          added: sum((r) => r.type === 'added'),
          used: sum((r) => r.type === 'used'),
          fees: Number(fees?.fees),
          purchased: sum((r) => r.type === 'added' && r.kind === 'top_up'),
        });
      }
    }
    // The day the clocks go back is 25 hours long: from its 00:30 to its 23:30, the hour
    // from 03:00 twice; nothing of the day before or after.
    const dates = (await exported(admin, day, 'en')).lines
      .trimEnd()
      .split('\r\n')
      .map((l) => /,(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d),/.exec(l)?.[1]);
    // (A release a microsecond after 03:30:00.999999 is written 03:30:01: seconds are cut, not rounded.)
    expect(new Set(dates)).toEqual(
      new Set(['2026-10-25 00:30:00', '2026-10-25 03:30:00', '2026-10-25 03:30:01', '2026-10-25 23:30:00']),
    );
    const bulk = await exported(admin, `user_id=${users[9]?.id}&from=2026-06-10&to=2026-06-10`, 'en');
    expect(bulk.lines.trimEnd().split('\r\n')).toHaveLength(1005);
  });
});
