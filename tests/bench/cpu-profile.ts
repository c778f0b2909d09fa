import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type ProfileNode = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** Where a sample's time is counted: a package, a folder of the app, Node's internals, or V8's own work. */
function bucketOf(frame: ProfileNode['callFrame']): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const own = /\/(src\/[^/]+\/[^/]+)/.exec(url);
  return own ? (own[1] as string) : url;
}

/** Between a function's name and its bucket in `functions` (names and buckets may hold spaces). */
export const FUNCTION_IN = ' @ ';

/**
 * Self time of the busy samples of every `.cpuprofile` in `dir` (node --cpu-prof), by bucket
 * (bucketOf) and by function, as shares of the busy time ("(idle)" left out). `fromMicros`: only
 * samples taken from then on (CLOCK_MONOTONIC in µs, as V8 stamps them and as
 * `process.hrtime.bigint() / 1000n` reads it in another process of the same machine).
 */
export function summarizeCpuProfiles(
  dir: string,
  { top = 25, fromMicros = 0 }: { top?: number; fromMicros?: number } = {},
): { busyMs: number; buckets: [string, number][]; functions: [string, number][] } {
  const byBucket = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let busy = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    let at = profile.startTime;
    profile.samples.forEach((id, i) => {
      const frame = nodes.get(id)?.callFrame;
      const delta = profile.timeDeltas[i] ?? 0;
      at += delta;
      if (!frame || frame.functionName === '(idle)' || at < fromMicros) return;
      busy += delta;
      const bucket = bucketOf(frame);
      byBucket.set(bucket, (byBucket.get(bucket) ?? 0) + delta);
      const fn = `${frame.functionName || '(anonymous)'}${FUNCTION_IN}${bucket}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + delta);
    });
  }
  const ranked = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => [k, v / Math.max(1, busy)] as [string, number]);
  return { busyMs: busy / 1000, buckets: ranked(byBucket), functions: ranked(byFunction) };
}

/** For each of `names`, its samples by the chain of its nine nearest callers. */
function callersOf(dir: string, names: string[]): [string, number][] {
  const chains = new Map<string, number>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
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

/** The five heaviest functions of `summary` and their callers, read from the profiles in `dir`. */
export function heaviestCallers(
  dir: string,
  summary: ReturnType<typeof summarizeCpuProfiles>,
): { names: string[]; chains: [string, number][] } {
  const names = summary.functions.slice(0, 5).map(([fn]) => fn.split(FUNCTION_IN)[0] ?? '');
  return { names, chains: callersOf(dir, names) };
}
