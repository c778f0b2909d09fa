// The ceiling of a booking through HTTP on this machine (`npm run bench`, beside the booking's
// own SQL): a bare node:http server in a process of its own, as the app's servers are, that
// answers POST / {lot, driver} with the booking's own statements replayed through `pg`
// (booking-sql.ts) and nothing else: no Fastify, no token, no validation, no Redis, no
// composed answer (the replay's named cells as JSON). What the app's server does beyond its
// SQL is what separates it from this server; what separates this server from the replay alone
// is the HTTP hop itself (the client's and this process's sockets, parsing and scheduling).
// Started by the benchmark like the app's servers: `node --import tsx bare-booking-server.ts`,
// with BARE_BOOKING = {"lots": [id, id, id], "drivers": [id, id, id], "start": "...", "end": "..."}:
// the bookings it makes through the app's own service in this process, the first unrecorded
// (a process's first booking also reads the system accounts, which it then keeps), the other
// two the templates to learn the statements from (then the app is closed, and only the replay
// serves).
import { createServer } from 'node:http';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import type { Db } from '../../src/server/db/client';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { users } from '../../src/server/db/schema/index';
import { flushPublished } from '../../src/server/modules/notifications/outbox';
import { createReservation } from '../../src/server/modules/reservations/create-reservation';
import { bookingReplay, replayOnPool } from './booking-sql';
import { recordStatements, type CapturedStatement } from './pg-capture';

type Template = { lots: [number, number, number]; drivers: [number, number, number]; start: string; end: string };

const url = process.env.DATABASE_URL ?? '';
const template = JSON.parse(process.env.BARE_BOOKING ?? '') as Template;
const plate = (lot: number) => `BNCH${lot}`;

// Its bookings through the app's service in this process (the benchmark's templates are made the same way).
const database = postgresDatabase(url, 2);
const config = loadConfig({
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  JOBS: 'false',
  LOG_LEVEL: 'silent',
  STATIC_DIR: '/nonexistent',
  REDIS_URL: '',
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
const templates: { given: unknown[]; statements: CapturedStatement[] }[] = [];
for (const [i, lot] of template.lots.entries()) {
  const driverId = template.drivers[i] as number;
  const [driver] = await database.db.select().from(users).where(eq(users.id, driverId));
  await new Promise((resolve) => setTimeout(resolve, 150));
  await flushPublished(database.db);
  const body = {
    parking_lot_id: lot,
    automobile_registration: plate(lot),
    start_time: template.start,
    end_time: template.end,
  };
  if (i === 0) {
    await createReservation(app.deps, driver as never, body);
    continue;
  }
  const [, statements] = await recordStatements(() => createReservation(app.deps, driver as never, body));
  templates.push({ given: [lot, driverId, plate(lot)], statements });
}
await flushPublished(database.db);
await app.close();
const [a, b] = templates as [(typeof templates)[0], (typeof templates)[0]];
const replay = bookingReplay(a.statements, a.given, b.statements, b.given);

const pool = new pg.Pool({ connectionString: url, max: 20 });
const outbox = drizzle(pool) as unknown as Db;
const book = async (text: string): Promise<string> => {
  const { lot, driver } = JSON.parse(text) as { lot: number; driver: number };
  const answered = await replayOnPool(replay, pool, outbox, [lot, driver, plate(lot)]);
  return JSON.stringify(answered, (_, value: unknown) => (typeof value === 'bigint' ? String(value) : value));
};

const server = createServer((req, res) => {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    book(Buffer.concat(chunks).toString()).then(
      (json) => res.writeHead(201, { 'content-type': 'application/json' }).end(json),
      (error: unknown) => res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error)),
    );
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void flushPublished(outbox).then(() => pool.end().then(() => process.exit(0)));
});
