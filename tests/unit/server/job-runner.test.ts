import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startJobs } from '../../../src/server/jobs/job-runner';

const errors: unknown[] = [];
const silent = { error: (...args: unknown[]) => errors.push(args) } as unknown as FastifyBaseLogger;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startJobs', () => {
  it('runs each job repeatedly, never overlapping itself, and keeps going after a failure', async () => {
    let runs = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const runner = startJobs(
      [
        {
          name: 'slow',
          intervalMs: 5,
          run: async () => {
            runs += 1;
            concurrent += 1;
            maxConcurrent = Math.max(maxConcurrent, concurrent);
            await sleep(20);
            concurrent -= 1;
            if (runs === 1) throw new Error('first run fails');
          },
        },
      ],
      silent,
      0,
    );
    await sleep(150);
    await runner.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(maxConcurrent).toBe(1);
    expect(errors).toHaveLength(1);
  });

  it('stops scheduling on stop() and waits for the run in progress', async () => {
    let finished = 0;
    let started = 0;
    const runner = startJobs(
      [
        {
          name: 'job',
          intervalMs: 1,
          run: async () => {
            started += 1;
            await sleep(30);
            finished += 1;
          },
        },
      ],
      silent,
      0,
    );
    await sleep(10);
    await runner.stop();
    expect(finished).toBe(started);
    await sleep(30);
    expect(started).toBe(finished);
  });
});
