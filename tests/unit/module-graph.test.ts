import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importersOf, indexRepositoryExports, moduleCycles, moduleGraph } from '../support/module-graph';

// The server's modules as docs/development.md draws them: a graph without a cycle (read through
// index files, type-only imports included), indexes that offer services rather than
// repositories, and credits moved only through the ledger service.
const root = resolve(import.meta.dirname, '../..');

describe('the server module graph', { timeout: 60_000 }, () => {
  it('has no cycle', () => {
    expect(moduleCycles(moduleGraph(root))).toEqual([]);
  });

  it('finds a cycle added on purpose, and names the files that close it', () => {
    const probe = join(root, 'src/server/modules/users', `zz-cycle-probe-${process.pid}.ts`);
    mkdirSync(join(root, 'src/server/modules/users'), { recursive: true });
    writeFileSync(probe, "export type { Viewer } from '../locations/index';\n");
    try {
      const cycles = moduleCycles(moduleGraph(root));
      expect(cycles).toEqual([expect.stringMatching(/users\/zz-cycle-probe-\d+\.ts/)]);
    } finally {
      rmSync(probe, { force: true });
    }
  });

  it('keeps users below every other feature module', () => {
    expect([...(moduleGraph(root).get('users')?.keys() ?? [])]).toEqual([]);
  });

  it('has no index re-exporting a repository', () => {
    expect(indexRepositoryExports(root)).toEqual([]);
  });

  it('moves credits only through the ledger service', () => {
    expect(importersOf(root, ['src', 'tests', 'sw'], 'src/server/modules/credits/repository.ts')).toEqual([
      'src/server/modules/credits/ledger.ts',
    ]);
  });
});
