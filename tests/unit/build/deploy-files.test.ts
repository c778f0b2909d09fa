import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, settingNames } from '../../../src/server/config';

// The deployment files of docs/deploy/ cannot be built here (no container runtime): these checks
// keep them consistent with what the tests run and the settings the server reads.
const root = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

type Service = { environment?: Record<string, string>; volumes?: string[]; build?: { dockerfile: string } };
const compose = parse(read('docs/deploy/compose.yaml')) as { services: Record<string, Service> };

/** A setting's name in a row of the README's configuration table (`| NAME, OTHER | ...`). */
const documented = new Set(
  read('README.md')
    .split('\n')
    .filter((line) => /^\| [A-Z]/.test(line))
    .flatMap((line) => (line.split('|')[1] ?? '').split(',').map((name) => name.trim())),
);

describe('the deployment files and the README', () => {
  it('the README documents every setting the server reads', () => {
    expect(settingNames.filter((name) => !documented.has(name))).toEqual([]);
  });

  it('compose gives the app only settings the server knows, and they pass its checks', () => {
    const apps = Object.entries(compose.services).filter(([, service]) => service.build);
    expect(apps.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, service] of apps) {
      const env = service.environment ?? {};
      expect(Object.keys(env).filter((name) => !(settingNames as string[]).includes(name))).toEqual([]);
      // ${VAR:?message} and ${VAR:-default} as compose fills them in.
      const filled = Object.fromEntries(
        Object.entries(env).map(([name, value]) => [
          name,
          String(value).replace(/\$\{(\w+):([?-])([^}]*)\}/g, (_, variable: string, kind: string, rest: string) =>
            kind === '-' ? rest : variable === 'ADMIN_EMAIL' ? 'admin@example.test' : 'a-value-set-by-the-operator',
          ),
        ]),
      );
      expect(() => loadConfig(filled)).not.toThrow();
      expect(service.build?.dockerfile).toBe('docs/deploy/Dockerfile');
    }
  });

  it('nginx in compose runs the configuration the rolling-restart test runs, with its upstream lists where it includes them', () => {
    const volumes = compose.services.nginx?.volumes ?? [];
    const conf = read('docs/deploy/nginx/locliber.conf');
    const includes = [...conf.matchAll(/include (\S+);/g)].map((m) => m[1]);
    expect(includes).toEqual(['/etc/nginx/locliber-upstream.conf', '/etc/nginx/locliber-socket-upstream.conf']);
    expect(volumes).toContain('./nginx/locliber.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(volumes).toContain(`./nginx/compose-upstream.conf:${includes[0]}:ro`);
    expect(volumes).toContain(`./nginx/compose-socket-upstream.conf:${includes[1]}:ro`);
    // The two lists name the same processes; the sockets' never marks one failed.
    const servers = (file: string) => [...read(file).matchAll(/^server (\S+) (.*);$/gm)].map((m) => [m[1], m[2]]);
    for (const [requests, sockets] of [
      ['docs/deploy/nginx/compose-upstream.conf', 'docs/deploy/nginx/compose-socket-upstream.conf'],
      ['docs/deploy/nginx/locliber-upstream.conf', 'docs/deploy/nginx/locliber-socket-upstream.conf'],
    ] as const) {
      expect(servers(sockets).map(([host]) => host)).toEqual(servers(requests).map(([host]) => host));
      expect(new Set(servers(sockets).map(([, parameters]) => parameters))).toEqual(new Set(['max_fails=0']));
    }
    expect(read('tests/support/nginx.ts')).toContain("'docs/deploy/nginx/locliber.conf'");
    for (const volume of volumes) expect(existsSync(join(root, 'docs/deploy', volume.split(':')[0]!))).toBe(true);
  });

  it('the Dockerfile runs the compiled server with the migrations it reads, as a non-root user', () => {
    const dockerfile = read('docs/deploy/Dockerfile');
    expect(dockerfile).toMatch(/^CMD \["node", .*"dist-server\/current\/serve-api\.mjs"\]$/m);
    expect(read('src/build/server-bundle.mjs')).toContain("'serve-api': 'src/server/cli/serve-api.ts'");
    expect(dockerfile).toContain('COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations');
    expect(existsSync(join(root, 'src/server/db/migrations/meta/_journal.json'))).toBe(true);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/\/api\/ready/);
    expect((dockerfile.match(/^FROM /gm) ?? []).length).toBeGreaterThanOrEqual(2);
  });
});
