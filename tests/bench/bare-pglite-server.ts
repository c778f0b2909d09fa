// The anchor of `npm start`'s start time and idle memory (tests/bench/start-memory.ts): bare
// Fastify and PGlite in DATA_DIR opened as the app opens it (db/pglite.ts: its two extensions
// and settings), answering `select 1`, nothing else (no drizzle, no migrations check, no
// plugins). Started with npm start's environment and Node flags (read from package.json) and
// `--import tsx`, as the bench's other anchor (bare-server.ts), which the compiled app no longer pays.
import Fastify from 'fastify';
import { openPglite } from '../../src/server/db/pglite';

const db = await openPglite({ dataDir: process.env.DATA_DIR });
const app = Fastify({ logger: false });
app.get('/health', async () => {
  await db.query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => db.close().then(() => process.exit(0))));
