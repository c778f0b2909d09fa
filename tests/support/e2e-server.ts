import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { compiledServeApi, npmStartNode } from './compiled-server';
import { startMailSink, type MailSink } from './mail-sink';

const root = resolve(import.meta.dirname, '../..');
/** The build under test: dist/ unless E2E_DIST names another (parallel work builds apart). */
const distDir = resolve(root, process.env.E2E_DIST ?? 'dist');

export type E2eServer = {
  url: string;
  port: number;
  mail: MailSink;
  dataDir: string;
  /** The server's output so far (for failure messages). */
  output: () => string;
  stop: () => Promise<void>;
};

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The real server (`npm start`'s compiled code, Node flags and environment) serving the built app from dist/, on a
 * fresh embedded database in a temporary folder, a free port, and a real SMTP sink. Under
 * the browser tests' global setup the folder starts as a copy of its migrated database.
 */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(
      `The browser tests run against the production build in ${distDir}: run \`npx vite build\` first (npm test does).`,
    );
  }
  const mail = await startMailSink();
  // A port found free can be taken before the server listens on it (another file's server, a
  // client's ephemeral port): the server then exits with EADDRINUSE, and starts again on another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(await freePort(), mail, env);
    } catch (err) {
      if (!(err instanceof PortTaken) || attempt === 3) {
        await mail.close();
        throw err;
      }
    }
  }
}

class PortTaken extends Error {}

async function launch(port: number, mail: MailSink, env: Record<string, string>): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loc-liber-e2e-'));
  const template = process.env.E2E_DATA_TEMPLATE;
  if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  let output = '';
  const node = npmStartNode();
  const child: ChildProcess = spawn(process.execPath, [...node.flags, await compiledServeApi()], {
    cwd: root,
    env: {
      ...process.env,
      ...node.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: distDir,
      SMTP_URL: mail.url,
      APP_URL: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'false',
      // Every spec registers its accounts from 127.0.0.1.
      REGISTRATIONS_PER_HOUR: '10000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      rmSync(dataDir, { recursive: true, force: true });
      if (output.includes('EADDRINUSE')) throw new PortTaken(`port ${port} was taken`);
      throw new Error(`The server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    port,
    mail,
    dataDir,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await mail.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
