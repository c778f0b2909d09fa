import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServers } from './bench-servers';
import { summarizeCpuProfiles } from './cpu-profile';
import { leanClient } from './lean-client';
import { runConcurrently } from './stats';

type Summary = ReturnType<typeof summarizeCpuProfiles>;

/**
 * One server process (the code `npm start` serves) on `databaseUrl` under `node --cpu-prof`,
 * `requests` GETs of `url(base, i)` with the bearer `token(i)` from `clients` lean clients
 * (gzip asked for) after 200 of warm-up (plans, caches, JIT); then the self time of the
 * measured run (summarizeCpuProfiles) and what `inspect` reads of the profiles before they go.
 */
export async function profiledGets<T = undefined>(
  databaseUrl: string,
  options: {
    requests: number;
    clients: number;
    url: (base: string, i: number) => string;
    token: (i: number) => string;
    inspect?: (profileDir: string, summary: Summary) => T;
  },
): Promise<{ perSecond: number; summary: Summary; inspected: T | undefined }> {
  const { requests, clients } = options;
  const dir = mkdtempSync(join(tmpdir(), 'server-profile-'));
  try {
    const servers = await startBenchServers(databaseUrl, 1, {
      script: 'src/server/cli/serve-api.ts',
      healthPath: '/api/health',
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    const client = leanClient(clients);
    let from = 0;
    let elapsed = 0;
    try {
      const base = servers.urls[0] as string;
      const get = async (i: number) => {
        const url = options.url(base, i);
        const res = await client.send(url, {
          headers: { authorization: `Bearer ${options.token(i)}`, 'accept-encoding': 'gzip' },
        });
        if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      };
      await runConcurrently(200, clients, get);
      from = Number(process.hrtime.bigint() / 1000n);
      elapsed = await runConcurrently(requests, clients, get);
    } finally {
      client.close();
      await servers.stop();
    }
    const summary = summarizeCpuProfiles(dir, { fromMicros: from });
    return { perSecond: (requests / elapsed) * 1000, summary, inspected: options.inspect?.(dir, summary) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The self time's shares by package or folder, then by function. */
export function printSelfTime(summary: Summary): void {
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`.padStart(6);
  for (const [bucket, share] of summary.buckets) console.log(`  ${pct(share)}  ${bucket}`);
  console.log('by function:');
  for (const [fn, share] of summary.functions) console.log(`  ${pct(share)}  ${fn}`);
}
