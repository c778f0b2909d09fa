import fc from 'fast-check';
import type { ApiCluster } from '../api-cluster';
import type { StripeStandIn } from '../stripe-stand-in';
import { runBatch, type RunContext } from './execute';
import { baselineOf, checkInvariants } from './invariants';
import { reconcile } from './reconcile';
import { emptyModel, type Settings } from './model';
import { runArbitrary, type Batch } from './ops';
import { createWorld } from './world';

/**
 * The model-based ledger test: fast-check generates runs (batches of concurrent ops); each
 * run gets a fresh world on the shared servers and is checked after every batch. Options
 * come from the environment, so `npm run test:model` (src/server/cli/test-model.ts) runs it
 * long or replays a failure: LEDGER_MODEL_RUNS, _SEED, _PATH, _BATCHES, _SECONDS, _OPS.
 */
export type ModelOptions = {
  runs: number;
  seed: number;
  path?: string;
  maxBatches: number;
  seconds: number;
  /** Stop once this many ops ran (0: no limit): the later runs are skipped. */
  ops: number;
};

export function modelOptions(env: NodeJS.ProcessEnv = process.env): ModelOptions {
  const number = (name: string, fallback: number) => (env[name] ? Number(env[name]) : fallback);
  const long = Boolean(env.LEDGER_MODEL_RUNS);
  return {
    runs: number('LEDGER_MODEL_RUNS', 10_000),
    seed: number('LEDGER_MODEL_SEED', Date.now() % 2_147_483_647),
    path: env.LEDGER_MODEL_PATH || undefined,
    maxBatches: number('LEDGER_MODEL_BATCHES', long ? 60 : 12),
    // In CI (no run count asked for): as many runs as fit in the budget.
    seconds: number('LEDGER_MODEL_SECONDS', long ? 0 : 25),
    ops: number('LEDGER_MODEL_OPS', 0),
  };
}

export type ModelStats = { runs: number; batches: number; ops: number; statuses: Record<string, number> };

export async function runLedgerModel(
  cluster: ApiCluster,
  stripe: StripeStandIn,
  options: ModelOptions,
): Promise<{ stats: ModelStats; details: fc.RunDetails<[Batch[]]> }> {
  const { config } = cluster.app.deps;
  const settings: Settings = { minCredits: config.MIN_CREDITS, feeCredits: config.SYSTEM_FEE_CREDITS };
  const stats: ModelStats = { runs: 0, batches: 0, ops: 0, statuses: {} };
  let clock = Math.floor(Date.now() / 60_000) * 60_000;
  const began = Date.now();
  const property = fc.asyncProperty(runArbitrary(options.maxBatches, options.seconds === 0), async (batches) => {
    if (options.ops > 0 && stats.ops >= options.ops) return;
    // Each run starts where the last left the clock: time only moves forward.
    cluster.setClock(new Date(clock));
    const model = emptyModel(clock);
    const world = await createWorld(cluster.app, model);
    const ctx: RunContext = { cluster, stripe, world, model, packs: config.CREDIT_PACKS };
    const baseline = await baselineOf(ctx);
    stats.runs += 1;
    try {
      for (const batch of batches) {
        const outcomes = await runBatch(ctx, batch);
        stats.batches += 1;
        for (const o of outcomes) {
          stats.ops += 1;
          const key = `${o.op.kind} ${o.status}`;
          stats.statuses[key] = (stats.statuses[key] ?? 0) + 1;
        }
        await reconcile(ctx, outcomes, settings);
        await checkInvariants(ctx, settings, baseline);
      }
    } finally {
      clock = model.clock + 60 * 60_000;
      // A long run says how far it got now and then.
      if (options.seconds === 0 && stats.runs % 20 === 0) {
        console.log(
          `[ledger-model] ${stats.runs} runs, ${stats.ops} ops, ${Math.round((Date.now() - began) / 1000)} s`,
        );
      }
    }
  });
  const details = await fc.check(property, {
    numRuns: options.runs,
    seed: options.seed,
    path: options.path,
    endOnFailure: false,
    interruptAfterTimeLimit: options.seconds > 0 ? options.seconds * 1000 : undefined,
    markInterruptAsFailure: false,
  });
  return { stats, details };
}
