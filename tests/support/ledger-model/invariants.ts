import { sql, type SQL } from 'drizzle-orm';
import type { RunContext } from './execute';
import { expectedBalances, feeOf, type Settings } from './model';

type Rows = { rows: Record<string, unknown>[] };
const n = (v: unknown) => Number(v ?? 0);

async function rowsOf(ctx: RunContext, query: SQL) {
  return ((await ctx.cluster.app.deps.db.execute(query)) as unknown as Rows).rows;
}

function none(rows: Record<string, unknown>[], what: string) {
  if (rows.length > 0) throw new Error(`${what}: ${JSON.stringify(rows.slice(0, 5))}`);
}

/** Where the database stood when the run began; earlier runs' data is theirs to answer for. */
export type Baseline = { lastTransaction: number; openHolds: number };

/** The holds of every open reservation, and of every report held for an administrator. */
async function openHolds(ctx: RunContext): Promise<number> {
  const [row] = await rowsOf(
    ctx,
    sql`select coalesce(sum(credits_reserved), 0)::bigint as open from reservations
      where status in ('scheduled', 'active')
        or id in (select reservation_id from reservation_reports where held and settled_at is null)`,
  );
  return n(row?.open);
}

export async function baselineOf(ctx: RunContext): Promise<Baseline> {
  const [row] = await rowsOf(ctx, sql`select coalesce(max(id), 0)::int as id from ledger_transactions`);
  return { lastTransaction: n(row?.id), openHolds: await openHolds(ctx) };
}

/** What escrow received since the run began (its transactions only: no scan of the whole ledger). */
async function escrowSince(ctx: RunContext, lastTransaction: number): Promise<number> {
  const [row] = await rowsOf(
    ctx,
    sql`select coalesce(sum(e.amount), 0)::bigint as escrow from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      where e.transaction_id > ${lastTransaction} and a.type = 'escrow'`,
  );
  return n(row?.escrow);
}

/**
 * The ledger's invariants after a batch, from the database and against the model: every
 * transaction sums to zero; no wallet below zero; each wallet equals its entries and the
 * model's balance; escrow equals the open holds; each reservation holds exactly its
 * credits_reserved while open and nothing once closed, released once with paid + refunded
 * = held and the fee and owner's share of PRODUCT.md; no two open reservations of a lot overlap.
 */
export async function checkInvariants(ctx: RunContext, settings: Settings, baseline: Baseline): Promise<void> {
  const firstTransaction = baseline.lastTransaction;
  const lots = sql.join(
    ctx.world.lots.map((l) => sql`${l.id}::integer`),
    sql`, `,
  );
  const users = sql.join(
    ctx.world.everyone.map((a) => sql`${a.id}::integer`),
    sql`, `,
  );
  await checkReservations(ctx, settings, lots, firstTransaction);
  const wallets = await rowsOf(
    ctx,
    sql`select user_id, balance from ledger_accounts where type = 'wallet' and user_id in (${users})`,
  );
  const expected = expectedBalances(ctx.model, settings);
  for (const w of wallets) {
    const want = expected.get(n(w.user_id)) ?? 0;
    if (n(w.balance) !== want) throw new Error(`user ${w.user_id} has ${w.balance} credits, the model says ${want}`);
  }
  none(
    await rowsOf(
      ctx,
      sql`select transaction_id, sum(amount)::bigint as total from ledger_entries
      where transaction_id > ${firstTransaction} group by transaction_id having sum(amount) <> 0`,
    ),
    'transactions whose entries do not sum to zero',
  );
  none(
    await rowsOf(
      ctx,
      sql`select a.user_id, a.balance, coalesce(sum(e.amount), 0)::bigint as entries
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.type = 'wallet' and a.user_id in (${users})
      group by a.id having a.balance < 0 or a.balance <> coalesce(sum(e.amount), 0)`,
    ),
    'wallets below zero or apart from their entries',
  );
  // Escrow equals the open holds: what it received since the run began, what they grew by.
  const gap = (await escrowSince(ctx, firstTransaction)) - ((await openHolds(ctx)) - baseline.openHolds);
  if (gap !== 0) throw new Error(`escrow is ${gap} credits apart from the open holds`);
  none(
    await rowsOf(
      ctx,
      sql`select a.id, b.id as other from reservations a join reservations b
      on a.parking_lot_id = b.parking_lot_id and a.id < b.id
      and tstzrange(a.start_time, a.end_time) && tstzrange(b.start_time, b.end_time)
      where a.parking_lot_id in (${lots}) and a.status in ('scheduled', 'active') and b.status in ('scheduled', 'active')`,
    ),
    'open reservations of one lot that overlap',
  );
}

/** Each reservation's own money: what was held, what escrow still has, and how its release split it. */
async function checkReservations(ctx: RunContext, settings: Settings, lots: SQL, after: number): Promise<void> {
  const rows = await rowsOf(
    ctx,
    sql`select r.id, r.status, r.credits_reserved as reserved, r.credits_paid as paid,
      coalesce(sum(e.amount) filter (where a.type = 'escrow' and t.kind in ('hold', 'extend')), 0)::bigint as held,
      coalesce(sum(e.amount) filter (where a.type = 'escrow'), 0)::bigint as escrow,
      count(distinct t.id) filter (where t.kind = 'release')::int as releases,
      coalesce(sum(e.amount) filter (where t.kind = 'release' and a.user_id = r.user_id), 0)::bigint as refunded,
      coalesce(sum(e.amount) filter (where t.kind = 'release' and a.user_id = p.owner_id), 0)::bigint as payout,
      coalesce(sum(e.amount) filter (where t.kind = 'release' and a.type = 'system_fee'), 0)::bigint as fee,
      count(distinct t.id) filter (where t.kind = 'report_charge')::int as charges,
      coalesce(sum(e.amount) filter (where t.kind = 'report_charge' and a.user_id = r.user_id), 0)::bigint as charged,
      coalesce(sum(e.amount) filter (where t.kind = 'report_charge' and a.user_id = p.owner_id), 0)::bigint as charge_payout,
      coalesce(sum(e.amount) filter (where t.kind = 'report_charge' and a.type = 'system_fee'), 0)::bigint as charge_fee,
      bool_or(rr.held and rr.settled_at is null) as held_report
    from reservations r join parking_lots p on p.id = r.parking_lot_id
    left join reservation_reports rr on rr.reservation_id = r.id
    left join ledger_transactions t on t.reservation_id = r.id and t.id > ${after}
    left join ledger_entries e on e.transaction_id = t.id
    left join ledger_accounts a on a.id = e.account_id
    where r.parking_lot_id in (${lots}) group by r.id, p.owner_id`,
  );
  for (const row of rows) {
    const [reserved, paid, held, escrow] = [n(row.reserved), n(row.paid), n(row.held), n(row.escrow)];
    const fail = (why: string) => {
      throw new Error(`reservation ${row.id} (${row.status}): ${why}: ${JSON.stringify(row)}`);
    };
    if (held !== reserved) fail('held other than credits_reserved');
    // A report held for an administrator keeps its hold in escrow like an open reservation.
    const holding = row.status === 'scheduled' || row.status === 'active' || row.held_report === true;
    if (holding && (escrow !== reserved || n(row.releases) !== 0))
      fail('open, yet escrow does not hold credits_reserved');
    if (holding) continue;
    if (escrow !== 0) fail('closed, yet escrow still holds some of it');
    if (n(row.releases) !== 1) fail('not released exactly once');
    if (n(row.charges) > 1) fail('charged twice for its report');
    // A contested report charged later: the release refunded it all, the charge paid from the wallet.
    if (paid + n(row.refunded) + n(row.charged) !== held) fail('paid + refunded is not what was held');
    const fee = n(row.fee) + n(row.charge_fee);
    const payout = n(row.payout) + n(row.charge_payout);
    if (fee !== feeOf(paid, settings) || payout !== paid - feeOf(paid, settings)) {
      fail("the fee or the owner's share is not PRODUCT.md's");
    }
  }
}
