import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** The configuration docs/deploy.md ships, which this test runs as written but for three lines. */
export const shippedConfig = join(root, 'docs/deploy/nginx/locliber.conf');

/** Debian's nginx (installed by .ci/run), or undefined where it is missing. */
export function nginxBinary(): string | undefined {
  for (const path of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(path)) return path;
  return undefined;
}

export type Nginx = { url: string; errors: () => string; stop: () => Promise<void> };

/**
 * nginx in the foreground with the shipped server block, its `listen` on 127.0.0.1:`port` and
 * its two upstream lists (requests, sockets) naming `upstreams` (host:port), everything else in
 * `dir`.
 */
export async function startNginx(dir: string, port: number, upstreams: string[]): Promise<Nginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  mkdirSync(dir, { recursive: true });
  // The two lists as docs/deploy/nginx's examples write them: requests, then sockets.
  const lists = {
    'locliber-upstream.conf': 'max_fails=1 fail_timeout=2s',
    'locliber-socket-upstream.conf': 'max_fails=0',
  };
  let server = readFileSync(shippedConfig, 'utf8');
  const shipped = server;
  server = server.replace(/^ {4}listen 80;$/m, `    listen 127.0.0.1:${port};`);
  for (const [name, parameters] of Object.entries(lists)) {
    const file = join(dir, name);
    writeFileSync(file, upstreams.map((u) => `server ${u} ${parameters};\n`).join(''));
    server = server.replace(`include /etc/nginx/${name};`, `include ${file};`);
    if (!server.includes(file)) throw new Error('the shipped nginx configuration changed shape');
  }
  if (server === shipped || server.includes('/etc/nginx/'))
    throw new Error('the shipped nginx configuration changed shape');
  writeFileSync(join(dir, 'locliber.conf'), server);
  const asRoot = process.getuid?.() === 0;
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${asRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/locliber.conf;
}
`,
  );
  const check = spawnSync(binary, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    errors: () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''),
    stop: async () => {
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
