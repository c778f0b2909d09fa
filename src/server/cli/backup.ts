// `npm run backup -- FILE`: a backup of the embedded database (DATA_DIR) to FILE, a gzipped tar.
// While a server runs on DATA_DIR it takes the backup itself (the database's files belong to it)
// and keeps serving; otherwise this process opens the data directory. PostgreSQL: pg_dump
// (docs/deploy.md, "Backups").
import { request } from 'node:http';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { backupSocketPath, backupStoppedDataDir, BackupError, writeWhole } from '../db/embedded-backup';
import { DataDirLockedError } from '../db/data-dir-lock';
import { loadConfigOrExit } from './launch';

const usage = 'Usage: npm run backup -- FILE   (a backup of the embedded database in DATA_DIR, default ./data)';

/** The backup from the server running on the data directory, or undefined when none answers. */
function fromRunningServer(socketPath: string): Promise<Uint8Array | undefined> {
  if (!existsSync(socketPath)) return Promise.resolve(undefined);
  return new Promise((done, fail) => {
    const req = request({ socketPath, path: '/backup', method: 'POST' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        res.statusCode === 200
          ? done(Buffer.concat(chunks))
          : fail(new BackupError('The server could not take the backup: see its log.')),
      );
    });
    // A socket left by a process that died: nobody answers.
    req.on('error', () => done(undefined));
    req.end();
  });
}

const file = process.argv[2];
if (!file || file.startsWith('-')) {
  console.error(usage);
  process.exit(64);
}
const config = loadConfigOrExit();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump, for example');
  console.error(`  pg_dump --format=custom --file=${file} "$DATABASE_URL"`);
  console.error('(docs/deploy.md, "Backups").');
  process.exit(64);
}
try {
  const started = Date.now();
  const online = await fromRunningServer(backupSocketPath(config.DATA_DIR));
  const backup = online ?? (await backupStoppedDataDir(config.DATA_DIR));
  writeWhole(file, backup);
  const mib = (backup.length / 1024 / 1024).toFixed(1);
  const how = online ? 'taken by the running server' : 'the server was not running';
  console.log(
    `Backup of ${resolve(config.DATA_DIR)} written to ${file}: ${mib} MiB in ${Date.now() - started} ms (${how}).`,
  );
} catch (err) {
  if (!(err instanceof BackupError || err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
}
