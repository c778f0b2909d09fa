import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchServers } from './bench-servers';
import { cpuPerOperation, cpuSnapshot, NO_CPU, type CpuSnapshot } from './cpu-meter';
import { summarizeCpuProfiles } from './cpu-profile';
import { gcFigures, type GcFigures } from './gc-trace';
import { leanClient } from './lean-client';
import { runConcurrently } from './stats';

type Summary = ReturnType<typeof summarizeCpuProfiles>;

/** The i-th request: a GET unless a body is given (then a JSON POST), and the status it must answer. */
export type ProfiledRequest = { url: string; token: string; body?: unknown; status?: number };

/**
 * One server process (the code `npm start` serves) on `databaseUrl` under `node --cpu-prof`,
 * `requests` requests (`request(base, i)`, i from `warmUp` on) from `clients` lean clients
 * after `warmUp` of them (plans, caches, JIT; 200 by default) and `afterWarmUp`; then the self
 * time of the measured run (summarizeCpuProfiles), the CPU each side spent per request
 * (cpu-meter.ts) and what `inspect` reads of the profiles before they go. BENCH_CPU_PROF=0: the
 * server runs without the profiler (its sampling costs the server about a fifth more CPU), for
 * the CPU figures alone or a system profiler beside it. The server traces its collections
 * (`--trace-gc-nvp`): what it allocated and promoted during the measured run (gc-trace.ts).
 */
export async function profiledRequests<T = undefined>(
  databaseUrl: string,
  options: {
    requests: number;
    clients: number;
    request: (base: string, i: number) => ProfiledRequest;
    warmUp?: number;
    afterWarmUp?: () => Promise<void>;
    inspect?: (profileDir: string, summary: Summary) => T;
  },
): Promise<{ perSecond: number; summary: Summary; cpu: CpuSnapshot; gc: GcFigures; inspected: T | undefined }> {
  const { requests, clients } = options;
  const dir = mkdtempSync(join(tmpdir(), 'server-profile-'));
  // The trace of the measured run only: kept from its start to its end.
  let trace: string[] | undefined;
  try {
    const servers = await startBenchServers(databaseUrl, 1, {
      script: 'src/server/cli/serve-api.ts',
      healthPath: '/api/health',
      nodeArgs: [
        '--trace-gc-nvp',
        ...(process.env.BENCH_CPU_PROF === '0' ? [] : ['--cpu-prof', `--cpu-prof-dir=${dir}`]),
      ],
      onOutput: (chunk) => trace?.push(chunk),
    });
    const client = leanClient(clients);
    let from = 0;
    let elapsed = 0;
    let cpu = NO_CPU;
    let gc = gcFigures('');
    try {
      const base = servers.urls[0] as string;
      const warmUp = options.warmUp ?? 200;
      const send = async (i: number) => {
        const { url, token, body, status = 200 } = options.request(base, i);
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        // GETs ask for gzip as the lists' benches do; POSTs do not, as `npm run bench` books.
        if (body === undefined) headers['accept-encoding'] = 'gzip';
        else headers['content-type'] = 'application/json';
        const res = await client.send(url, {
          method: body === undefined ? 'GET' : 'POST',
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        if (res.status !== status) throw new Error(`${url} answered ${res.status}`);
      };
      await runConcurrently(warmUp, clients, send);
      await options.afterWarmUp?.();
      from = Number(process.hrtime.bigint() / 1000n);
      const before = cpuSnapshot();
      trace = [];
      elapsed = await runConcurrently(requests, clients, (i) => send(warmUp + i));
      cpu = cpuPerOperation(before, cpuSnapshot(), requests);
      gc = gcFigures(trace.join(''));
      trace = undefined;
    } finally {
      client.close();
      await servers.stop();
    }
    const summary = summarizeCpuProfiles(dir, { fromMicros: from });
    return { perSecond: (requests / elapsed) * 1000, summary, cpu, gc, inspected: options.inspect?.(dir, summary) };
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

/** The callers (nine deep) of the heaviest functions (heaviestCallers), as read before the profiles went. */
export function printCallers({ names, chains }: { names: string[]; chains: [string, number][] }): void {
  console.log(`the callers of ${names.join(', ')} (samples, the whole run):`);
  for (const [chain, samples] of chains) console.log(`  ${String(samples).padStart(5)}  ${chain}`);
}
