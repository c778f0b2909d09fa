import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { findImportCycles } from '../support/import-cycles';
import { crossModuleImports } from '../support/module-imports';

// The import rules of ../shared/ARCHITECTURE.md, enforced by src/eslint.config.js: each probe
// breaks one and must be an error; the real tree has no cycle, type-only imports included.
const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: join(root, 'src/eslint.config.js') });

async function ruleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

const probeDir = join(root, 'src/server', `zz-lint-probe-${process.pid}`);
afterAll(() => rmSync(probeDir, { recursive: true, force: true }));

// The first lint loads the TypeScript resolver and parses the tree: slow on a busy machine.
describe('lint boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await ruleErrors(
      'src/app/features/finder/probe.ts',
      "export { getReservations } from '../reservations/api/get-reservations';\n",
    );
    expect(errors).toContain('import-x/no-restricted-paths');
  });

  it('refuses a component importing a feature', async () => {
    const errors = await ruleErrors(
      'src/app/components/ui/probe.ts',
      "export { requireUser } from '../../features/auth/guards';\n",
    );
    expect(errors).toContain('import-x/no-restricted-paths');
  });

  it('refuses ky outside src/app/lib, and the map outside components/map', async () => {
    expect(await ruleErrors('src/app/features/finder/probe.ts', "export { default } from 'ky';\n")).toContain(
      'no-restricted-imports',
    );
    expect(
      await ruleErrors('src/app/features/finder/probe.ts', "export { Marker } from 'react-map-gl/maplibre';\n"),
    ).toContain('no-restricted-imports');
    expect(await ruleErrors('src/app/lib/probe.ts', "export { default } from 'ky';\n")).toEqual([]);
  });

  it('refuses server lib importing a module, and the app importing the server', async () => {
    expect(
      await ruleErrors(
        'src/server/lib/probe.ts',
        "export { revokeSession } from '../modules/auth/session-repository';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(await ruleErrors('src/app/lib/probe.ts', "export type { Deps } from '../../server/deps';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses db importing a module, and a module importing the app-level error handler', async () => {
    expect(
      await ruleErrors('src/server/db/probe.ts', "export { insertUser } from '../modules/users/service';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleErrors(
        'src/server/modules/automobiles/probe.ts',
        "export { registerErrorHandler } from '../../error-handler';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleErrors(
        'src/server/modules/automobiles/probe.ts',
        "export { requestLanguage } from '../../lib/request-language';\n",
      ),
    ).toEqual([]);
  });

  it("refuses a module importing another module's repository, presenter or routes, not its index.ts", async () => {
    const probe = 'src/server/modules/automobiles/probe.ts';
    for (const file of ['service', 'presenter']) {
      expect(await ruleErrors(probe, `export * from '../users/${file}';\n`)).toContain('import-x/no-restricted-paths');
    }
    expect(await ruleErrors(probe, "export type { NewUser } from '../users/service';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleErrors(probe, "export { findUserById } from '../users/index';\n")).toEqual([]);
    expect(await ruleErrors(probe, "export { presentAutomobile } from './presenter';\n")).toEqual([]);
  });

  it("refuses a job or the seed importing a module's files other than its index.ts", async () => {
    expect(
      await ruleErrors('src/server/jobs/probe.ts', "export { expireAll } from '../modules/reservations/settlement';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleErrors('src/server/seed/probe.ts', "export { insertUser } from '../modules/users/service';\n"),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleErrors('src/server/jobs/probe.ts', "export { expireDue } from '../modules/reservations/index';\n"),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    mkdirSync(probeDir, { recursive: true });
    writeFileSync(join(probeDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(probeDir, 'b.ts'), "import { a } from './a';\nexport const b = 1;\nexport const c = a;\n");
    const [result] = await eslint.lintFiles([join(probeDir, 'a.ts')]);
    rmSync(probeDir, { recursive: true, force: true });
    expect(result?.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });
});

describe('the import graph, type-only imports included', () => {
  it('finds none in src and sw', () => {
    expect(findImportCycles(root, ['src', 'sw'])).toEqual([]);
  });

  it('finds no server module importing another past its index.ts', () => {
    expect(crossModuleImports(root)).toEqual([]);
  });

  it('finds one made of type-only imports', () => {
    const dir = join(root, '.tmp', `cycle-probe-${process.pid}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    const cycles = findImportCycles(root, [`.tmp/cycle-probe-${process.pid}`]);
    rmSync(dir, { recursive: true, force: true });
    expect(cycles).toEqual([[expect.stringMatching(/a\.ts$/), expect.stringMatching(/b\.ts$/)]]);
  });
});
