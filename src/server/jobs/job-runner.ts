import type { FastifyBaseLogger } from 'fastify';

export type Job = {
  name: string;
  intervalMs: number;
  run: () => Promise<unknown>;
};

export type JobRunner = { stop: () => Promise<void> };

/** Told of every finished run (GET /metrics counts them). */
export type JobObserver = (job: string, ok: boolean, seconds: number) => void;

/**
 * Runs each job every `intervalMs`, never two runs of one job at once in this process (jobs
 * themselves are safe across processes). A failing run is logged and retried next tick.
 * stop() cancels the timers and waits for runs in progress, so the database can close.
 */
export function startJobs(
  jobs: Job[],
  log: FastifyBaseLogger,
  firstDelayMs = 1_000,
  observe: JobObserver = () => undefined,
): JobRunner {
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();

  const schedule = (job: Job, delay: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      const started = performance.now();
      const seconds = () => (performance.now() - started) / 1000;
      const run = job
        .run()
        .then(
          () => observe(job.name, true, seconds()),
          (err: unknown) => {
            observe(job.name, false, seconds());
            log.error({ err, job: job.name }, 'job failed');
          },
        )
        .finally(() => {
          running.delete(run);
          schedule(job, job.intervalMs);
        });
      running.add(run);
    }, delay);
    timer.unref();
    timers.add(timer);
  };

  for (const job of jobs) schedule(job, firstDelayMs);

  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
  };
}
