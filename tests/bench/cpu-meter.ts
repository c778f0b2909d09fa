import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time spent by this machine's processes, in groups, read from /proc (Linux; elsewhere
 * every figure is 0). A run's cost per operation is the difference of two snapshots divided
 * by its operations: it shows which side (the app's Node processes, PostgreSQL, the
 * benchmark's own client) a ratio against pgbench is lost on, which a throughput cannot.
 *
 * - `postgres`: every PostgreSQL process, plus what the postmaster has reaped (the backends
 *   of pgbench's connections end with its run);
 * - `benchClient`: this process (the load generator, and the service alone when it books
 *   with no HTTP);
 * - `appServers`: this process's Node children (the app's servers the bench spawned);
 * - `reaped`: what this process's children that ended have spent (pgbench, run synchronously);
 * - `redis`: redis-server.
 */
export type CpuSnapshot = { postgres: number; benchClient: number; appServers: number; reaped: number; redis: number };

/** No CPU spent (a run that did not happen). */
export const NO_CPU: CpuSnapshot = { postgres: 0, benchClient: 0, appServers: 0, reaped: 0, redis: 0 };

/** Clock ticks a second of /proc's times (USER_HZ: 100 on every Linux architecture Node runs on). */
const TICKS = 100;

/** The fields of /proc/<pid>/stat after the command's closing parenthesis, and the command. */
function stat(pid: string): { comm: string; fields: string[] } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') };
  } catch {
    return undefined; // the process ended between the listing and the read
  }
}

/** CPU seconds so far, per group. */
export function cpuSnapshot(): CpuSnapshot {
  const totals: CpuSnapshot = { ...NO_CPU };
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) {
    const s = stat(pid);
    if (!s) continue;
    // After the parenthesis: state is field 3 of the man page, so utime (14) is index 11.
    const [utime, stime, cutime, cstime] = s.fields.slice(11, 15).map((f) => Number(f) / TICKS) as [
      number,
      number,
      number,
      number,
    ];
    if (s.comm.startsWith('postgres')) totals.postgres += utime + stime + cutime + cstime;
    else if (s.comm === 'redis-server') totals.redis += utime + stime;
    else if (Number(pid) === process.pid) {
      totals.benchClient += utime + stime;
      totals.reaped += cutime + cstime;
    } else if (s.comm === 'node' && Number(s.fields[1]) === process.pid) totals.appServers += utime + stime;
  }
  return totals;
}

const groups = Object.keys(NO_CPU) as (keyof CpuSnapshot)[];

/** A snapshot with each group's figure from `value`. */
const eachGroup = (value: (group: keyof CpuSnapshot) => number) =>
  Object.fromEntries(groups.map((group) => [group, value(group)])) as CpuSnapshot;

/** Milliseconds of CPU per operation, per group, between two snapshots. */
export const cpuPerOperation = (before: CpuSnapshot, after: CpuSnapshot, operations: number): CpuSnapshot =>
  eachGroup((group) => ((after[group] - before[group]) * 1000) / operations);

/** The mean of several runs' CPU per operation (runs of equal counts). */
export const meanCpu = (runs: CpuSnapshot[]): CpuSnapshot =>
  eachGroup((group) => runs.reduce((sum, c) => sum + c[group], 0) / runs.length);

/** All groups together. */
export const cpuTotal = (c: CpuSnapshot): number => groups.reduce((sum, group) => sum + c[group], 0);
