import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { lockDataDir } from './data-dir-lock';
import { openPglite } from './pglite';

/**
 * Backups of the embedded database (docs/deploy.md, "Backups"): a gzipped tar of its data
 * directory, the format PGlite's dumpDataDir writes and loadDataDir reads.
 */

/** Where a running server listens for `npm run backup` (a Unix socket only its user may open). */
export function backupSocketPath(dataDir: string): string {
  return join(resolve(dataDir), 'backup.sock');
}

/** Writes `data` to `file` whole or not at all (a half-written backup is worse than none). */
export function writeWhole(file: string, data: Uint8Array): void {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, data, { mode: 0o600 });
  renameSync(partial, file);
}

/** The backup of a data directory no server is using (its lock taken meanwhile). */
export async function backupStoppedDataDir(dataDir: string): Promise<Uint8Array> {
  const dir = resolve(dataDir);
  if (!existsSync(join(dir, 'pgdata'))) throw new BackupError(`There is no embedded database in ${dir}.`);
  const release = lockDataDir(dir);
  try {
    const client = await openPglite({ dataDir: join(dir, 'pgdata') });
    try {
      return new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * Restores a backup into DATA_DIR/pgdata, which must not hold a database (or, with `replace`,
 * is moved aside to pgdata.before-restore-<time>, never deleted). The data directory is locked
 * meanwhile, so a server cannot start on a half-restored database. Returns how many users the
 * restored database holds (it is opened and read once, to prove it opens).
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  options: { replace: boolean; at: Date },
): Promise<{ users: number; movedAside?: string }> {
  const dir = resolve(dataDir);
  const backup = readFileSync(file);
  const release = lockDataDir(dir);
  try {
    const target = join(dir, 'pgdata');
    let movedAside: string | undefined;
    if (existsSync(target) && readdirSync(target).length > 0) {
      if (!options.replace) {
        throw new BackupError(
          `${target} already holds a database. Restore into another DATA_DIR, or add --replace to move it aside first.`,
        );
      }
      movedAside = `${target}.before-restore-${options.at.toISOString().replace(/[:.]/g, '-')}`;
      renameSync(target, movedAside);
    }
    const client = await openPglite({ dataDir: target, loadDataDir: new Blob([backup]) });
    try {
      const result = await client.query<{ n: number }>('select count(*)::int as n from users');
      return { users: result.rows[0]?.n ?? 0, ...(movedAside ? { movedAside } : {}) };
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** A backup or restore refused for a reason the operator can act on (printed, exit 1). */
export class BackupError extends Error {}
