import { inArray } from 'drizzle-orm';
import { parseApiDateTime } from '../../../src/domain/date-time';
import { reservations } from '../../../src/server/db/schema/index';
import type { Outcome, RunContext } from './execute';
import {
  credit,
  finalizeCharge,
  possibleEnds,
  required,
  type Extension,
  type ModelReservation,
  type Settings,
} from './model';
import { renewSession, suspendedAmong } from './world';

/**
 * After a batch: every reservation of the run's lots as the server stored it must be one the
 * model can explain from the answers (what succeeded, in some order of commit), and the model
 * takes it on. Throws with the reservation and why when it cannot.
 */
export async function reconcile(ctx: RunContext, answered: Outcome[], settings: Settings): Promise<void> {
  const { model, world, cluster } = ctx;
  const outcomes = seriesAsSingles(ctx, answered);
  const rows = await cluster.app.deps.db
    .select()
    .from(reservations)
    .where(
      inArray(
        reservations.parkingLotId,
        world.lots.map((l) => l.id),
      ),
    );
  const booked = new Map<number, Outcome>();
  for (const o of outcomes) if (o.op.kind === 'book' && o.status === 201) booked.set((o.body as { id: number }).id, o);
  for (const row of rows) {
    const fail = (why: string) => {
      throw new Error(
        `reservation ${row.id} (${row.status}, ${row.creditsReserved} held, ${row.creditsPaid} paid): ${why}`,
      );
    };
    let r = model.reservations.get(row.id);
    if (!r) {
      const o = booked.get(row.id);
      if (!o || o.start === undefined || o.end === undefined) return fail('stored, yet no booking answered 201 for it');
      const lot = world.lots.find((l) => l.id === row.parkingLotId);
      r = {
        id: row.id,
        driverId: o.actor ?? 0,
        ownerId: lot?.ownerId ?? 0,
        lotId: row.parkingLotId,
        start: o.start,
        end: o.end,
        reserved: required(o.start, o.end, settings),
        status: 'open',
        paid: 0,
      };
      model.reservations.set(r.id, r);
      if (row.startTime.getTime() !== r.start || row.userId !== r.driverId) fail('not the booking that was asked for');
    }
    const mine = outcomes.filter((o) => o.target?.id === row.id && (o.status === 200 || o.status === 201));
    const extensions: Extension[] = [];
    for (const o of mine) {
      if (o.op.kind === 'extend-minutes') extensions.push({ kind: 'minutes', value: o.op.minutes });
      if (o.op.kind === 'extend-to') extensions.push({ kind: 'to', value: o.end ?? 0 });
    }
    const settles = mine.filter((o) => o.op.kind === 'cancel' || o.op.kind === 'finalize' || o.op.kind === 'report');
    if (r.status !== 'open') {
      if (extensions.length + settles.length > 0) fail('changed after it closed');
      const next = decideReport(r, mine, settings, fail);
      if (row.creditsPaid !== next.paid || row.endTime.getTime() !== r.end) fail('a closed reservation changed');
      model.reservations.set(r.id, next);
      continue;
    }
    if (settles.length > 1) fail(`settled ${settles.length} times`);
    const end = row.endTime.getTime();
    if (!possibleEnds(r.end, extensions).has(end))
      fail(`ends at ${row.endTime.toISOString()}, not after its extensions`);
    if (row.creditsReserved !== required(r.start, end, settings)) fail('holds other than its duration requires');
    const next: ModelReservation = { ...r, end, reserved: row.creditsReserved };
    const settle = settles[0]?.op.kind;
    if (settle === 'cancel') Object.assign(next, { status: 'cancelled', paid: 0 });
    else if (settle === 'report') {
      const held = (settles[0]?.body as { data: { report: { held: boolean } } }).data.report.held;
      Object.assign(next, { status: 'cancelled', paid: 0, report: { at: model.clock, held, contested: false } });
    } else if (settle === 'finalize')
      Object.assign(next, { status: 'finalized', paid: finalizeCharge(next, model.clock, settings) });
    else if (row.status === 'expired') {
      if (end > model.clock) fail('expired before its end');
      Object.assign(next, { status: 'expired', paid: next.reserved });
    } else if (row.status !== 'scheduled' && row.status !== 'active') fail('closed, yet no one was told so');
    if (next.status !== 'open' && row.status !== next.status)
      fail(`stored as ${row.status}, answered as ${next.status}`);
    if (row.creditsPaid !== next.paid) fail(`paid ${row.creditsPaid}, the rules say ${next.paid}`);
    model.reservations.set(r.id, next);
  }
  for (const o of outcomes) {
    if (o.op.kind === 'grant' && o.status === 201) credit(model, o.actor ?? 0, o.op.amount);
    if (o.op.kind === 'top-up' && o.minted) credit(model, o.actor ?? 0, (o.credits ?? 0) * o.minted);
  }
  const suspended = await suspendedAmong(
    cluster.app,
    world.everyone.map((a) => a.id),
  );
  for (const who of world.everyone) {
    const was = model.suspended.has(who.id);
    const revoked = outcomes.some(
      (o) => o.op.kind === 'suspend' && o.op.suspended && o.actor === who.id && o.status === 200,
    );
    // Reinstated, or suspended and reinstated within the batch: the old tokens were revoked.
    if (!suspended.has(who.id) && (was || revoked)) await renewSession(cluster.app, who);
  }
  model.suspended = suspended;
}

/** A booking op as a series' date stands in for (the model's rules see each date as one booking). */
const asBooking = { kind: 'book', driver: 0, lot: 0, car: 0, startIn: 0, minutes: 0 } as const;

/**
 * The series ops as what they are made of: each date booked (by the series or a renewal) a
 * booking answered 201, each date a series cancel cancelled an ordinary cancel answered 200.
 * The series booked join the model, for the next batches' cancels and renewals.
 */
function seriesAsSingles(ctx: RunContext, outcomes: Outcome[]): Outcome[] {
  const zone = ctx.cluster.app.deps.config.APP_TIMEZONE;
  const at = (text: string) => parseApiDateTime(text, zone)?.getTime();
  const singles: Outcome[] = [];
  for (const o of outcomes) {
    if (o.op.kind === 'book-series' && o.status === 201) {
      const body = o.body as {
        id: number;
        start_date: string;
        reservations: { reservation_id: number; start_time: string; end_time: string }[];
      };
      ctx.model.series.push({ id: body.id, driverId: o.actor ?? 0, startDate: body.start_date });
      for (const r of body.reservations) {
        singles.push({
          op: asBooking,
          status: 201,
          body: { id: r.reservation_id },
          actor: o.actor,
          start: at(r.start_time),
          end: at(r.end_time),
        });
      }
    } else if (o.op.kind === 'renew-series') {
      for (const r of o.body as { id: number; start: Date; end: Date }[]) {
        singles.push({
          op: asBooking,
          status: 201,
          body: { id: r.id },
          actor: o.actor,
          start: new Date(r.start).getTime(),
          end: new Date(r.end).getTime(),
        });
      }
    } else if (o.op.kind !== 'cancel-series') singles.push(o);
  }
  // A series cancel may take dates booked in the same batch (a renewal beside it that committed
  // first): those join the model in reconcile, by their booking answered 201; the cancel only
  // needs their id.
  const bookedHere = new Map(singles.flatMap((s) => (s.op === asBooking ? [[(s.body as { id: number }).id, s]] : [])));
  for (const o of outcomes) {
    if (o.op.kind !== 'cancel-series' || o.status !== 200) continue;
    for (const c of (o.body as { cancelled: { reservation_id: number }[] }).cancelled) {
      const booked = bookedHere.get(c.reservation_id);
      const target: ModelReservation | undefined =
        ctx.model.reservations.get(c.reservation_id) ??
        (booked && {
          id: c.reservation_id,
          driverId: o.actor ?? 0,
          ownerId: 0,
          lotId: 0,
          start: booked.start ?? 0,
          end: booked.end ?? 0,
          reserved: 0,
          status: 'open',
          paid: 0,
        });
      if (!target) throw new Error(`series cancel of reservation ${c.reservation_id}, unknown to the model`);
      singles.push({ op: { kind: 'cancel', res: 0, by: 'driver' }, status: 200, body: null, target, actor: o.actor });
    }
  }
  return singles;
}

/**
 * A reported reservation after the batch's contests and decisions that succeeded: the owner's
 * contest (once), then an administrator's decision (once, and only of a contested or held
 * report). 'charge' pays as a finalize at the report's time.
 */
function decideReport(
  r: ModelReservation,
  mine: Outcome[],
  settings: Settings,
  fail: (why: string) => never,
): ModelReservation {
  const contests = mine.filter((o) => o.op.kind === 'contest');
  const decisions = mine.flatMap((o) => (o.op.kind === 'settle' ? [o.op.decision] : []));
  if (contests.length + decisions.length === 0) return r;
  const report = r.report;
  if (!report) return fail('contested or decided, yet never reported');
  if (contests.length > 1 || (contests.length === 1 && report.contested)) fail('contested twice');
  if (decisions.length > 1 || (decisions.length === 1 && report.settled)) fail('decided twice');
  const contested = report.contested || contests.length === 1;
  const decision = decisions[0];
  if (!decision) return { ...r, report: { ...report, contested } };
  if (!report.held && !contested) fail('decided, yet neither contested nor held');
  const paid = decision === 'charge' ? finalizeCharge(r, report.at, settings) : 0;
  return { ...r, paid, report: { ...report, contested, settled: decision } };
}
