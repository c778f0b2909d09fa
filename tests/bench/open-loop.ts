import { loadavg } from 'node:os';
import { summarize } from './stats';

export type OpenLoopStep = {
  rate: number;
  seconds: number;
  sent: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  load1: number;
  /** When the slowest 1% were sent, in seconds from the step's start (a stall bunches them; a warm-up puts them first). */
  slowestSentAt: number[];
};

/**
 * Fires `rate` requests a second for `seconds`, on a timer, whatever the answers do (open loop):
 * a slow answer does not hold the next request back, so the latency is measured at a known
 * arrival rate, not as queueing among clients that are always in flight. Each latency counts
 * from the request's scheduled time, so a late timer is charged to the server, not hidden.
 */
export async function openLoop(
  rate: number,
  seconds: number,
  fire: (i: number) => Promise<boolean>,
): Promise<OpenLoopStep> {
  const total = Math.round(rate * seconds);
  const latencies: number[] = [];
  const sentAt: [at: number, ms: number][] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const tickMs = 5;
  let next = 0;
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
      for (; next < due; next++) {
        const scheduled = started + (next / rate) * 1000;
        const i = next;
        inFlight.push(
          fire(i).then(
            (ok) => {
              if (!ok) failed++;
              latencies.push(performance.now() - scheduled);
              sentAt.push([(scheduled - started) / 1000, performance.now() - scheduled]);
            },
            () => {
              failed++;
            },
          ),
        );
      }
      if (next >= total) {
        clearInterval(timer);
        done();
      }
    }, tickMs);
  });
  await Promise.all(inFlight);
  const slowestSentAt = sentAt
    .sort((a, b) => b[1] - a[1])
    .slice(0, Math.max(1, Math.ceil(sentAt.length / 100)))
    .map(([at]) => at)
    .sort((a, b) => a - b);
  return { rate, seconds, sent: total, failed, ...summarize(latencies), load1: loadavg()[0] ?? 0, slowestSentAt };
}

/** The finder's open-loop steps, and the highest rate whose p95 stays under `p95LimitMs`. */
export async function openLoopSteps(
  rates: number[],
  seconds: number,
  fire: (i: number) => Promise<boolean>,
  p95LimitMs = 50,
): Promise<{ steps: OpenLoopStep[]; highestRateUnderLimit: number | null }> {
  const steps: OpenLoopStep[] = [];
  let offset = 0;
  for (const rate of rates) {
    const base = offset;
    steps.push(await openLoop(rate, seconds, (i) => fire(base + i)));
    offset += Math.round(rate * seconds);
  }
  const passing = steps.filter((s) => s.p95 < p95LimitMs && s.failed === 0).map((s) => s.rate);
  return { steps, highestRateUnderLimit: passing.length ? Math.max(...passing) : null };
}
