// The bare booking server (bare-booking-server.ts) started beside the app's servers for
// `npm run bench`'s booking against its own SQL: its two templates made, its code compiled and
// its pool's statements prepared with as many bookings as the replay warms with, before
// anything is measured.
import { startBenchServers } from './bench-servers';
import type { leanClient } from './lean-client';
import { runConcurrently } from './stats';

type Lot = { id: number };

export type BareBooking = {
  /** Books `lot` for `driverId` through the bare server; true when it answered 201. */
  book: (lot: Lot, driverId: number) => Promise<boolean>;
  stop: () => Promise<void>;
};

export async function startBareBooking(options: {
  databaseUrl: string;
  /** Three lots and drivers for its first booking and its two templates, booked from `start` to `end` as the bench's are. */
  templateLots: [Lot, Lot, Lot];
  templateDrivers: [number, number, number];
  start: string;
  end: string;
  warmLots: Lot[];
  driverId: (i: number) => number;
  client: ReturnType<typeof leanClient>;
  concurrency: number;
}): Promise<BareBooking> {
  const template = {
    lots: options.templateLots.map((l) => l.id),
    drivers: options.templateDrivers,
    start: options.start,
    end: options.end,
  };
  const servers = await startBenchServers(options.databaseUrl, 1, {
    script: 'tests/bench/bare-booking-server.ts',
    healthPath: '/',
    env: { BARE_BOOKING: JSON.stringify(template) },
  });
  const url = `${servers.urls[0]}/`;
  const book = async (lot: Lot, driverId: number) => {
    const res = await options.client.send(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lot: lot.id, driver: driverId }),
    });
    return res.status === 201;
  };
  try {
    const warm = options.warmLots;
    await runConcurrently(warm.length, options.concurrency, async (i) => {
      if (!(await book(warm[i] as Lot, options.driverId(i)))) throw new Error('a bare booking failed');
    });
  } catch (error) {
    await servers.stop();
    throw error;
  }
  return { book, stop: servers.stop };
}
