import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { describe, expect, it } from 'vitest';
import { startMetricsListener } from '../../src/server/lib/metrics-route';
import { createUser } from '../support/factories';
import { freePort } from '../support/e2e-server';
import { createAutomobile, createLot, grantCredits } from '../support/fixtures-parking';
import { inMinutes, postReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const token = 'metrics-token-for-the-test-0123456789';
const { app } = await createTestApp({ METRICS_TOKEN: token });
const { app: quiet } = await createTestApp();

type Families = ReturnType<typeof parsePrometheusTextFormat>;

let lastText = '';

/** Scrapes GET /metrics and parses it with an exposition-format parser (prom2json's rules). */
async function scrape(): Promise<Families> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  lastText = res.body;
  return parsePrometheusTextFormat(res.body);
}

function value(families: Families, name: string, labels: Record<string, string>): number {
  const family = families.find((f) => f.name === name);
  const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
  return Number(sample?.value ?? Number.NaN);
}

describe('GET /metrics', () => {
  it('is served only with the bearer token, and not at all without METRICS_TOKEN or METRICS_PORT', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('locliber_');
    const off = await quiet.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(off.body).not.toContain('locliber_');
    expect(quiet.deps.metrics.enabled).toBe(false);
  });

  it('counts exactly the bookings made, the credits they held, refusals and conflicts, not replays', async () => {
    const before = await scrape();
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const drivers = await Promise.all([1, 2, 3].map(() => createUser(app)));
    const cars = await Promise.all(drivers.map((driver) => createAutomobile(app, driver)));
    await Promise.all(drivers.map((driver) => grantCredits(app, driver, 500)));
    // Three bookings of 60 minutes, one after another on the lot.
    for (const [i, driver] of drivers.entries()) {
      const res = await postReservation(app, driver, lot.id, cars[i]!.id, 10 + i * 60, 70 + i * 60);
      expect(res.statusCode).toBe(201);
    }
    // A conflict (the first hour is taken) and a refusal (an end before the start).
    expect((await postReservation(app, drivers[1]!, lot.id, cars[1]!.id, 20, 50)).statusCode).toBe(409);
    expect((await postReservation(app, drivers[1]!, lot.id, cars[1]!.id, 500, 400)).statusCode).toBe(422);
    // A retried request with its Idempotency-Key books once and is counted once.
    const payload = {
      parking_lot_id: lot.id,
      automobile_id: cars[0]!.id,
      start_time: inMinutes(app, 600),
      end_time: inMinutes(app, 630),
    };
    const headers = { ...drivers[0]!.headers, 'idempotency-key': 'metrics-retry-1' };
    for (let i = 0; i < 2; i += 1) {
      const res = await app.inject({ method: 'POST', url: '/api/reservations', headers, payload });
      expect(res.statusCode).toBe(201);
    }

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      value(after, name, labels) - value(before, name, labels);
    expect(moved('locliber_bookings_total', { outcome: 'booked' })).toBe(4);
    expect(moved('locliber_bookings_total', { outcome: 'conflict' })).toBe(1);
    expect(moved('locliber_bookings_total', { outcome: 'refused' })).toBe(1);
    expect(moved('locliber_credits_total', { movement: 'held' })).toBe(3 * 60 + 30);
    expect(moved('locliber_credits_total', { movement: 'granted' })).toBe(1500);

    const durations = after.find((f) => f.name === 'locliber_http_request_duration_seconds');
    expect(durations?.type).toBe('HISTOGRAM');
    // The parser folds a histogram's label sets into one sample: read this one's count from the text.
    const count =
      /^locliber_http_request_duration_seconds_count\{method="POST",route="\/api\/reservations",status="201"\} (\d+)$/m;
    expect(Number(count.exec(lastText)?.[1])).toBe(5);
    for (const name of [
      'locliber_realtime_sockets',
      'locliber_realtime_channels',
      'locliber_process_resident_memory_bytes',
      'locliber_push_sends_total',
    ]) {
      expect(
        after.some((f) => f.name === name),
        name,
      ).toBe(true);
    }
  });

  it('counts refunds, payouts and fees when a reservation is cancelled or finalized', async () => {
    const before = await scrape();
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const driver = await createUser(app);
    const car = await createAutomobile(app, driver);
    await grantCredits(app, driver, 500);
    const booked = await postReservation(app, driver, lot.id, car.id, 30, 90);
    const id = (booked.json() as { id: number }).id;
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/reservations/${id}`,
      headers: driver.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    const after = await scrape();
    const moved = (labels: Record<string, string>) =>
      value(after, 'locliber_credits_total', labels) - value(before, 'locliber_credits_total', labels);
    expect(moved({ movement: 'held' })).toBe(60);
    expect(moved({ movement: 'refunded' })).toBe(60);
    expect(moved({ movement: 'paid' })).toBe(0);
  });

  it('is served without a token on METRICS_PORT, on loopback only', async () => {
    const port = await freePort();
    const close = await startMetricsListener(app.deps.metrics, port);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(parsePrometheusTextFormat(await res.text()).some((f) => f.name === 'locliber_bookings_total')).toBe(true);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await close();
    }
  });
});
