import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pgliteWasmModule } from './pglite-wasm';

/**
 * PostgreSQL's settings inside PGlite. Its default shared_buffers (128 MB) is sized for a server
 * of its own; the embedded database of one installation is a few megabytes, its files sit in
 * the OS cache anyway, and those buffers were a third of the process's idle memory
 * (docs/performance.md, "Memory").
 */
// random_page_cost 1.1: the files are in memory or the OS cache, and with the default (4) the
// planner scanned 100,000 users with ILIKE (8.6 s in WebAssembly) instead of using the
// trigram indexes of the admin search (0.2 s); docs/administration.md.
const pgliteSettings = ['shared_buffers=16MB', 'wal_buffers=1MB', 'temp_buffers=2MB', 'random_page_cost=1.1'];

/**
 * Opens PGlite (embedded) from a data directory, a dump, or in memory. Always with btree_gist and
 * pg_trgm. Apart from drizzle and the schema, so the bench's bare anchor opens it the same way.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}): Promise<PGlite> {
  return PGlite.create({
    ...options,
    pgliteWasmModule: await pgliteWasmModule(),
    extensions: { btree_gist, pg_trgm },
    postgresqlconf: pgliteSettings,
  });
}
