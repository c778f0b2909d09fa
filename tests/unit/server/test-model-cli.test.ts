import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/server/cli/test-model.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });

describe('npm run test:model', () => {
  it('prints its usage with --help, and with it the reason for a bad option (exit 2), running nothing', () => {
    const help = run('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/^Usage: npm run test:model -- \[options\]/);
    expect(help.stdout).toContain('--seed S');
    const bad = run('--sede', '1');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--sede'");
    expect(bad.stderr).toContain('Usage:');
  });
});
