// `npm run bench scale-profile`: where one list of the city (tests/bench/scale.ts; run `npm run
// bench scale` once to build it) spends the server's CPU. One server process under
// `node --cpu-prof`, 2,000 requests from 20 clients as the scale bench sends them, then the
// samples by package and function, and the callers (nine deep) of the five heaviest functions.
// BENCH_PROFILE_PATH: the API path and query (default the reservations list the app asks for).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { databaseUrl } from '../support/postgres-urls';
import { startBenchServers } from './bench-servers';
import { summarizeCpuProfiles } from './cpu-profile';
import { cityPeople } from './scale';
import { leanClient } from './lean-client';
import { runConcurrently } from './stats';

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };

/** For each of `names`, its samples by the chain of its nine nearest callers. */
function callersOf(dir: string, names: string[]): [string, number][] {
  const chains = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { nodes: Node[]; samples: number[] };
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    for (const id of profile.samples) {
      const name = nodes.get(id)?.callFrame.functionName ?? '';
      if (!names.includes(name)) continue;
      const chain = [name];
      for (let at = parent.get(id); at !== undefined && chain.length < 10; at = parent.get(at)) {
        const frame = nodes.get(at)?.callFrame;
        chain.push(`${frame?.functionName || '(anonymous)'}@${frame?.url.split('/').pop()}`);
      }
      const key = chain.join(' < ');
      chains.set(key, (chains.get(key) ?? 0) + 1);
    }
  }
  return [...chains].sort((a, b) => b[1] - a[1]).slice(0, 10);
}

export async function profileScaleList(serverUrl: string, requests = 2000, clients = 20): Promise<void> {
  const url = databaseUrl(serverUrl, process.env.BENCH_SCALE_DATABASE ?? 'locliber_bench_scale');
  const path = process.env.BENCH_PROFILE_PATH ?? 'reservations?type=all&per_page=200';
  const database = postgresDatabase(url, 4);
  const dir = mkdtempSync(join(tmpdir(), 'scale-profile-'));
  try {
    const { people, tokens } = await cityPeople(database.db, new Date());
    if (people.length === 0) throw new Error('no city here: run `npm run bench scale` once first');
    const servers = await startBenchServers(url, 1, {
      script: 'src/server/cli/serve-api.ts',
      healthPath: '/api/health',
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    const client = leanClient(clients);
    let from = 0;
    try {
      const get = async (i: number) => {
        const res = await client.send(`${servers.urls[0]}/api/${path}`, {
          headers: { authorization: `Bearer ${tokens[i % tokens.length]}`, 'accept-encoding': 'gzip' },
        });
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
      };
      await runConcurrently(200, clients, get); // warm-up: plans, JIT
      from = Number(process.hrtime.bigint() / 1000n);
      const elapsed = await runConcurrently(requests, clients, get);
      console.log(`${path}: ${((requests / elapsed) * 1000).toFixed(0)}/s from ${clients} clients`);
    } finally {
      client.close();
      await servers.stop();
    }
    const summary = summarizeCpuProfiles(dir, { fromMicros: from });
    console.log(`server busy ${(summary.busyMs / requests).toFixed(2)} ms a request; self time by package:`);
    for (const [bucket, share] of summary.buckets) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${bucket}`);
    console.log('by function:');
    for (const [fn, share] of summary.functions) console.log(`  ${(share * 100).toFixed(1).padStart(5)}%  ${fn}`);
    const heaviest = summary.functions.slice(0, 5).map(([fn]) => fn.split(' ')[0] ?? '');
    console.log('their callers (samples, the whole run):');
    for (const [chain, samples] of callersOf(dir, heaviest)) console.log(`  ${String(samples).padStart(5)}  ${chain}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await database.close();
  }
}
