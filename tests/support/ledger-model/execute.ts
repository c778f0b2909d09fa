import { calendarDateIn } from '../../../src/domain/calendar-date';
import { addDays } from '../../../src/domain/reservation-series';
import { isoDayOf } from '../../../src/domain/weekly-schedule';
import { sweepReservations } from '../../../src/server/jobs/reservation-sweeper';
import { renewSeriesNow } from '../../../src/server/modules/reservation-series/index';
import type { ApiCluster, Answer } from '../api-cluster';
import { completedEvent, signedDelivery, type StripeStandIn } from '../stripe-stand-in';
import { MINUTE, openReservations, undecidedReports, type Model, type ModelReservation } from './model';
import type { Batch, Op } from './ops';
import type { Actor, World } from './world';

export type RunContext = { cluster: ApiCluster; stripe: StripeStandIn; world: World; model: Model; packs: number[] };

/** What one op did, for the reconciliation: the reservation it aimed at and the answer. */
export type Outcome = {
  op: Op;
  status: number;
  body: unknown;
  target?: ModelReservation;
  actor?: number;
  /** book: the range asked for; extend-to: the end asked for. */
  start?: number;
  end?: number;
  /** top-up: the credits of the pack and how many deliveries minted them. */
  credits?: number;
  minted?: number;
};

const iso = (ms: number) => new Date(ms).toISOString();
const pick = <T>(list: T[], i: number): T | undefined => list[i % Math.max(list.length, 1)];

/** The answers each op may give; anything else (a 5xx above all) fails the run. 401: a suspended user. */
const allowed: Record<Op['kind'], number[]> = {
  book: [201, 409, 422],
  'extend-minutes': [200, 409, 422],
  'extend-to': [200, 409, 422],
  cancel: [200, 409],
  finalize: [200, 409],
  // 422: outside the report or contest window, or a charge the driver's balance cannot pay.
  report: [200, 409, 422],
  contest: [200, 409, 422],
  settle: [200, 409, 422],
  read: [200],
  grant: [201],
  'top-up': [200],
  suspend: [200],
  sweep: [0],
  'book-series': [201, 409, 422],
  'cancel-series': [200],
  'renew-series': [0],
};

type Targets = { open: ModelReservation[]; reported: ModelReservation[]; series: Model['series'] };

const DAY = 24 * 60 * MINUTE;

async function run(ctx: RunContext, op: Op, server: number, targets: Targets): Promise<Outcome | undefined> {
  const { open, reported } = targets;
  const { cluster, world, model } = ctx;
  const call = (method: string, url: string, who: Actor, body?: unknown) =>
    cluster.call(server, method, url, who.headers, body);
  const as = (id: number) => world.everyone.find((a) => a.id === id) as Actor;
  const done = (answer: Answer, extra: Partial<Outcome> = {}): Outcome => ({ op, ...answer, ...extra });
  switch (op.kind) {
    case 'book': {
      const driver = pick(world.drivers, op.driver) as Actor;
      const lot = pick(world.lots, op.lot) as World['lots'][number];
      const car = pick(world.cars.get(driver.id) ?? [], op.car) as number;
      const start = model.clock + op.startIn * 5 * MINUTE;
      const end = start + op.minutes * MINUTE;
      const body = { parking_lot_id: lot.id, automobile_id: car, start_time: iso(start), end_time: iso(end) };
      return done(await call('POST', '/api/reservations', driver, body), { actor: driver.id, start, end });
    }
    case 'extend-minutes':
    case 'extend-to': {
      const r = pick(open, op.res);
      if (!r) return undefined;
      const body =
        op.kind === 'extend-minutes' ? { minutes: op.minutes } : { end_time: iso(r.end + op.minutes * MINUTE) };
      const answer = await call('POST', `/api/reservations/${r.id}/extend`, as(r.driverId), body);
      return done(answer, { target: r, actor: r.driverId, end: r.end + op.minutes * MINUTE });
    }
    case 'cancel':
    case 'finalize': {
      const r = pick(open, op.res);
      if (!r) return undefined;
      const status = op.kind === 'cancel' ? 'cancelled' : 'finalized';
      if (op.kind === 'cancel' && op.by === 'admin') {
        return done(await call('PUT', `/api/admin/reservations/${r.id}`, world.admin, { status }), { target: r });
      }
      const who = op.kind === 'cancel' && op.by === 'owner' ? r.ownerId : r.driverId;
      return done(await call('PUT', `/api/reservations/${r.id}`, as(who), { status }), { target: r, actor: who });
    }
    case 'report': {
      const r = pick(open, op.res);
      if (!r) return undefined;
      const answer = await call('POST', `/api/reservations/${r.id}/report`, as(r.driverId), { reason: 'occupied' });
      return done(answer, { target: r, actor: r.driverId });
    }
    case 'contest': {
      const r = pick(reported, op.res);
      if (!r) return undefined;
      const answer = await call('POST', `/api/reservations/${r.id}/contest`, as(r.ownerId), { note: 'model run' });
      return done(answer, { target: r, actor: r.ownerId });
    }
    case 'settle': {
      const r = pick(reported, op.res);
      if (!r) return undefined;
      const answer = await call('PUT', `/api/admin/reservations/${r.id}`, world.admin, { settle: op.decision });
      return done(answer, { target: r });
    }
    case 'read': {
      const r = pick(open, op.res);
      if (!r) return undefined;
      const who = op.by === 'owner' ? r.ownerId : r.driverId;
      return done(await call('GET', `/api/reservations/${r.id}`, as(who)), { target: r, actor: who });
    }
    case 'grant': {
      const user = pick(world.everyone, op.user) as Actor;
      const body = { amount: op.amount, description: 'model grant' };
      return done(await call('POST', `/api/admin/users/${user.id}/credits`, world.admin, body), { actor: user.id });
    }
    case 'top-up':
      return topUp(ctx, op, server);
    case 'suspend': {
      const owner = pick(world.owners, op.owner) as Actor;
      const body = { suspended: op.suspended, suspended_reason: op.suspended ? 'model run' : null };
      return done(await call('PUT', `/api/admin/users/${owner.id}`, world.admin, body), { actor: owner.id });
    }
    case 'sweep':
      await sweepReservations(cluster.app.deps);
      return { op, status: 0, body: null };
    case 'book-series': {
      const driver = pick(world.drivers, op.driver) as Actor;
      const lot = pick(world.lots, op.lot) as World['lots'][number];
      const car = pick(world.cars.get(driver.id) ?? [], op.car) as number;
      const zone = cluster.app.deps.config.APP_TIMEZONE;
      const startDate = calendarDateIn(new Date(model.clock + (1 + op.dayIn) * DAY), zone);
      const [y, m, d] = startDate.split('-').map(Number) as [number, number, number];
      const first = isoDayOf(y, m, d);
      const weekdays = op.days === 1 ? [first] : [first, ((first + 2) % 7) + 1];
      const hhmm = (minutes: number) =>
        `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const body = {
        parking_lot_id: lot.id,
        automobile_id: car,
        weekdays,
        from: hhmm(op.hour * 60),
        to: hhmm(op.hour * 60 + op.minutes),
        start_date: startDate,
        weeks: op.weeks,
        renew: true,
      };
      return done(await call('POST', '/api/reservation-series', driver, body), { actor: driver.id });
    }
    case 'cancel-series': {
      const series = pick(targets.series, op.series);
      if (!series) return undefined;
      const from = addDays(series.startDate, op.fromDay);
      const query = op.span === null ? '' : `?from=${from}&to=${addDays(from, op.span)}`;
      const answer = await call('DELETE', `/api/reservation-series/${series.id}${query}`, as(series.driverId));
      return done(answer, { actor: series.driverId });
    }
    case 'renew-series': {
      const series = pick(targets.series, op.series);
      if (!series) return undefined;
      const renewed = await renewSeriesNow(cluster.app.deps, series.id);
      return { op, status: 0, body: renewed ?? [], actor: series.driverId };
    }
  }
}

/** Checkout through a server, then Stripe's event (tampered: paid 10 minor units short) delivered 1-2 times at once. */
async function topUp(ctx: RunContext, op: Extract<Op, { kind: 'top-up' }>, server: number): Promise<Outcome> {
  const user = pick(ctx.world.everyone, op.user) as Actor;
  const credits = pick(ctx.packs, op.pack) as number;
  const checkout = await ctx.cluster.call(server, 'POST', '/api/credits/checkout', user.headers, { pack: credits });
  if (checkout.status !== 200) return { op, ...checkout, actor: user.id };
  const id = new URL((checkout.body as { url: string }).url).pathname.split('/').pop() ?? '';
  const session = ctx.stripe.sessions.get(id);
  if (!session) throw new Error(`the Stripe stand-in has no session ${id}`);
  const event = completedEvent(op.tamper ? { ...session, amount_total: session.amount_total - 10 } : session);
  const deliveries = await Promise.all(
    Array.from({ length: op.deliveries }, (_, i) => {
      const { payload, headers } = signedDelivery(event);
      return ctx.cluster.call(server + i, 'POST', '/api/payments/stripe/webhook', headers, JSON.parse(payload));
    }),
  );
  const bad = deliveries.find((d) => d.status !== 200);
  if (bad) return { op, ...bad, actor: user.id };
  const outcomes = deliveries.map((d) => (d.body as { outcome: string }).outcome);
  const minted = outcomes.filter((o) => o === 'minted').length;
  const expected = op.tamper ? 'refused' : 'minted';
  if (
    outcomes.filter((o) => o === expected).length !== 1 ||
    outcomes.some((o) => o !== expected && o !== 'duplicate')
  ) {
    throw new Error(`top-up of ${credits} (tampered: ${op.tamper}) answered ${outcomes.join(', ')}`);
  }
  return { op, status: 200, body: outcomes, actor: user.id, credits, minted };
}

/**
 * One batch: the clock moves, then every op runs at once, each against its server. Throws on
 * an answer the op may never give (a 401 only for a user suspended before or during the batch).
 */
export async function runBatch(ctx: RunContext, batch: Batch): Promise<Outcome[]> {
  const { model, cluster } = ctx;
  if (batch.tick > 0) {
    model.clock += batch.tick * MINUTE;
    cluster.setClock(new Date(model.clock));
  }
  const targets = { open: openReservations(model), reported: undecidedReports(model), series: [...model.series] };
  const suspendable = new Set(model.suspended);
  for (const { op } of batch.ops) {
    if (op.kind === 'suspend' && op.suspended) suspendable.add((pick(ctx.world.owners, op.owner) as Actor).id);
  }
  const outcomes = await Promise.all(batch.ops.map(({ op, server }) => run(ctx, op, server, targets)));
  const ran = outcomes.filter((o): o is Outcome => o !== undefined);
  for (const o of ran) {
    const ok = allowed[o.op.kind].includes(o.status) || (o.status === 401 && suspendable.has(o.actor ?? -1));
    if (!ok) throw new Error(`${JSON.stringify(o.op)} answered ${o.status}: ${JSON.stringify(o.body)}`);
  }
  return ran;
}
