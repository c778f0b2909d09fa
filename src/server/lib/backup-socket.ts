import { chmodSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { backupSocketPath } from '../db/embedded-backup';

/** Unix sockets have a short path limit (108 bytes on Linux, with room for the terminator). */
const MAX_SOCKET_PATH = 100;

/**
 * The embedded database can only be read by the process that holds it, so a running server
 * takes `npm run backup` on a Unix socket in DATA_DIR, which only the server's user may open
 * (mode 0600): POST /backup answers the gzipped tar of the database (db/embedded-backup.ts).
 * Returns its close function, or undefined when the path is too long for a socket (logged).
 */
export async function startBackupSocket(
  database: Database,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<(() => Promise<void>) | undefined> {
  const dump = database.dump;
  if (!dump) return undefined;
  const path = backupSocketPath(dataDir);
  if (path.length > MAX_SOCKET_PATH) {
    log.warn({ path }, 'backup socket path too long: `npm run backup` works only while the server is stopped');
    return undefined;
  }
  // Left by a process that died: ours now, as this process holds the data directory's lock.
  rmSync(path, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== '/backup') {
      response.writeHead(404).end();
      return;
    }
    const started = Date.now();
    dump().then(
      async (blob) => {
        const bytes = Buffer.from(await blob.arrayBuffer());
        response.writeHead(200, { 'content-type': 'application/gzip', 'content-length': bytes.length }).end(bytes);
        log.info({ bytes: bytes.length, ms: Date.now() - started }, 'backup taken');
      },
      (err: unknown) => {
        log.error({ err }, 'backup failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        rmSync(path, { force: true });
        resolve();
      }),
    );
}
