import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/client';
import { automobiles, parkingLots } from '../../src/server/db/schema/index';
import { createSession } from '../../src/server/modules/auth/session-repository';
import { grantCredits } from '../../src/server/modules/credits/service';
import { insertUser } from '../../src/server/modules/users/service';
import { formatApiDateTime } from '../../src/domain/date-time';
import { addDays } from '../../src/domain/reservation-series';
import { calendarDateIn } from '../../src/domain/calendar-date';
import { ms, summarize } from './stats';

/**
 * A 12-week weekday series (60 dates, each its own reservation and hold) booked through HTTP,
 * against single bookings in the same run (issue 46: target at most 5x one single booking).
 * `npm run bench series` (PGlite in this process; BENCH_DATABASE_URL's server with `series-postgres`).
 */
export async function benchSeriesBooking(database: Database, label: string, rounds = 5): Promise<void> {
  const config = loadConfig({
    DATABASE_URL: database.kind === 'postgres' ? 'postgres://bench/bench' : undefined,
    DEMO_DATA: 'false',
    JOBS: 'false',
    LOG_LEVEL: 'silent',
    STATIC_DIR: '/nonexistent',
  });
  const app: FastifyInstance = await buildApp({ config, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const zone = config.APP_TIMEZONE;
  const now = new Date();
  try {
    const owner = await insertUser(database.db, {
      name: 'Bench owner',
      email: `series-owner-${Date.now()}@bench.test`,
      passwordHash: 'x',
    });
    /** A driver with a car, credits and a token, and a lot of its own to book. */
    const party = async (i: number) => {
      const user = await insertUser(database.db, {
        name: 'Bench commuter',
        email: `series-${Date.now()}-${i}@bench.test`,
        passwordHash: 'x',
      });
      const [car] = await database.db
        .insert(automobiles)
        .values({ userId: user.id, registrationNumber: `S${i}B${Date.now() % 100000}` })
        .returning();
      const [lot] = await database.db
        .insert(parkingLots)
        .values({
          ownerId: owner.id,
          identifier: `S-${Date.now() % 1000000}-${i}`,
          zone: 'Bench',
          address: 'Bench',
          latitude: 44.43,
          longitude: 26.1,
          available: true,
          availableFrom: new Date(now.getTime() - 3_600_000),
        })
        .returning();
      await grantCredits(app.deps, {
        adminId: null,
        userId: user.id,
        amount: 100_000,
        description: null,
      });
      const { accessToken } = await createSession(database.db, user, true, now);
      return { token: accessToken, car: car!.id, lot: lot!.id };
    };
    const post = async (token: string, url: string, body: unknown) => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await res.text();
      if (res.status !== 201) throw new Error(`${url} answered ${res.status}`);
      return performance.now() - started;
    };
    // The next Monday, so 12 weeks of weekdays are 60 dates.
    const today = calendarDateIn(now, zone);
    const dow = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
    const monday = addDays(today, 8 - dow);
    const at = (date: string, hour: number) =>
      formatApiDateTime(new Date(`${date}T${String(hour).padStart(2, '0')}:00:00Z`), 'UTC');
    const singles: number[] = [];
    const sixties: number[] = [];
    const series: number[] = [];
    for (let round = 0; round < rounds + 1; round += 1) {
      const single = await party(round * 3);
      const many = await party(round * 3 + 1);
      const repeated = await party(round * 3 + 2);
      const one = await post(single.token, '/api/reservations', {
        parking_lot_id: single.lot,
        automobile_id: single.car,
        start_time: at(monday, 8),
        end_time: at(monday, 18),
      });
      let sixty = 0;
      for (let day = 0; day < 84; day += 1) {
        if (day % 7 >= 5) continue;
        const date = addDays(monday, day);
        sixty += await post(many.token, '/api/reservations', {
          parking_lot_id: many.lot,
          automobile_id: many.car,
          start_time: at(date, 8),
          end_time: at(date, 18),
        });
      }
      const whole = await post(repeated.token, '/api/reservation-series', {
        parking_lot_id: repeated.lot,
        automobile_id: repeated.car,
        weekdays: [1, 2, 3, 4, 5],
        from: '08:00',
        to: '18:00',
        start_date: monday,
        weeks: 12,
      });
      // The first round warms the server up.
      if (round === 0) continue;
      singles.push(one);
      sixties.push(sixty);
      series.push(whole);
    }
    const s = summarize(singles).p50;
    const sixty = summarize(sixties).p50;
    const whole = summarize(series).p50;
    console.log(`\nSeries booking (${label}, ${rounds} rounds, medians)`);
    console.log(`  one single booking:            ${ms(s)}`);
    console.log(`  60 single bookings in a row:   ${ms(sixty)}`);
    console.log(`  one 60-date series (HTTP):     ${ms(whole)}`);
    console.log(`  series / one single booking:   ${(whole / s).toFixed(1)}x (target <= 5x)`);
    console.log(`  series / 60 single bookings:   ${(whole / sixty).toFixed(2)}x`);
  } finally {
    await app.close();
  }
}
