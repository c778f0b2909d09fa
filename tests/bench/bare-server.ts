// The anchor of GET /api/health: bare Fastify and one pg pool answering `select 1`, nothing else
// (no plugins, no hooks, no compression). Started by the benchmark as a child process, like the
// app's own servers, so both are measured the same way: `node --import tsx bare-server.ts`.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
app.get('/health', async () => {
  await pool.query('select 1');
  return { status: 'ok' };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
