// `npm run restore -- FILE [--replace]`: puts a backup of `npm run backup` back into DATA_DIR.
// The server must be stopped (the data directory's lock says so). An existing database is kept:
// restore into an empty DATA_DIR, or --replace moves it aside first. PostgreSQL: pg_restore
// (docs/deploy.md, "Backups").
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, restoreDataDir } from '../db/embedded-backup';
import { loadConfigOrExit } from './launch';

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('-'));
const replace = args.includes('--replace');
const unknown = args.filter((arg) => arg.startsWith('-') && arg !== '--replace');
if (!file || unknown.length > 0) {
  console.error(
    'Usage: npm run restore -- FILE [--replace]   (into the embedded database in DATA_DIR, default ./data)',
  );
  process.exit(64);
}
const config = loadConfigOrExit();
if (config.DATABASE_URL) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore into an empty database, for example');
  console.error(`  createdb locliber_restored && pg_restore --no-owner --dbname=locliber_restored ${file}`);
  console.error('(docs/deploy.md, "Backups").');
  process.exit(64);
}
if (!existsSync(file)) {
  console.error(`No backup at ${file}.`);
  process.exit(1);
}
try {
  const { users, movedAside } = await restoreDataDir(config.DATA_DIR, file, { replace, at: new Date() });
  if (movedAside) console.log(`The database that was there is kept in ${movedAside}.`);
  console.log(`Restored ${file} into ${resolve(config.DATA_DIR)} (${users} users). Start the server: npm start.`);
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(`${err.message.split('.')[0]}: stop it before restoring.`);
    process.exit(1);
  }
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
