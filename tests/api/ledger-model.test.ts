import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { createApiCluster } from '../support/api-cluster';
import { modelOptions, runLedgerModel } from '../support/ledger-model/run';
import { startStripeStandIn, testSecretKey, testWebhookSecret } from '../support/stripe-stand-in';

// The ledger against a plain model (tests/support/ledger-model): random sequences of
// concurrent operations by several users, checked after every batch. On PostgreSQL through
// two server processes, on PGlite through one. In CI a time-boxed run with a fresh seed; long
// runs and replays: `npm run test:model -- --runs N --seed S [--path P]`.

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const cluster = await createApiCluster({
  STRIPE_SECRET_KEY: testSecretKey,
  STRIPE_WEBHOOK_SECRET: testWebhookSecret,
  STRIPE_API_URL: stripe.url,
});
const options = modelOptions();
const timeout = options.seconds > 0 ? options.seconds * 1000 + 60_000 : 24 * 60 * 60 * 1000;

describe(`the ledger against its model (${cluster.kind}, ${cluster.servers} server process(es))`, () => {
  it(
    'keeps every credit exact under random concurrent operations',
    async () => {
      const started = Date.now();
      const { stats, details } = await runLedgerModel(cluster, stripe, options);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const statuses = Object.entries(stats.statuses)
        .sort()
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      console.log(
        `[ledger-model ${cluster.kind}] seed ${options.seed}: ${stats.runs} runs, ${stats.batches} batches, ` +
          `${stats.ops} ops in ${seconds} s, ${details.failed ? 'FAILED' : 'passed'}\n  ${statuses}`,
      );
      if (details.failed) {
        const replay = `npm run test:model -- --db ${cluster.kind} --seed ${details.seed} --path "${details.counterexamplePath}"`;
        const cause =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
        // Cause and replay first: a run's summary keeps only the first line of a failure.
        throw new Error(
          `${cause.split('\n')[0] ?? ''} (replay: ${replay})\n${fc.defaultReportMessage(details)}\nCause: ${cause}`,
        );
      }
    },
    timeout,
  );
});
