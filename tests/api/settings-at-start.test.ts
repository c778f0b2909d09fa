import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/child-server';
import { freePort } from '../support/e2e-server';

// The real server process (serve-api.ts) with settings that must stop it before it opens
// anything: exit code 78 (EX_CONFIG) and a message naming the variables. The settings do not
// depend on the database, so this runs once (on the embedded one). That good values pass is
// tests/unit/server/config.test.ts's part (no process to start).
const dataDir = mkdtempSync(join(tmpdir(), 'loc-liber-settings-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const stripeKey = 'sk_test_51SettingsCheck';
const webhookSecret = 'whsec_settingsCheck';
const pusher = { PUSHER_APP_ID: '123', PUSHER_KEY: 'hosted-key', PUSHER_SECRET: 'hosted-secret' };

const refused: { rule: string; env: Record<string, string>; names: string[] }[] = [
  {
    rule: 'a Stripe key that is not sk_test_ or sk_live_',
    env: { STRIPE_SECRET_KEY: 'pk_live_publishableNotSecret', STRIPE_WEBHOOK_SECRET: webhookSecret },
    names: ['STRIPE_SECRET_KEY', 'sk_test_'],
  },
  {
    rule: 'a Stripe key without its webhook secret',
    env: { STRIPE_SECRET_KEY: stripeKey },
    names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  {
    rule: 'a webhook secret without a Stripe key',
    env: { STRIPE_WEBHOOK_SECRET: webhookSecret },
    names: ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'],
  },
  {
    rule: 'a webhook secret that is not whsec_',
    env: { STRIPE_SECRET_KEY: stripeKey, STRIPE_WEBHOOK_SECRET: 'settingsCheck' },
    names: ['STRIPE_WEBHOOK_SECRET', 'whsec_'],
  },
  {
    rule: 'part of the hosted Pusher settings',
    env: { PUSHER_APP_ID: '123', PUSHER_KEY: 'hosted-key' },
    names: ['PUSHER_SECRET', 'PUSHER_APP_ID, PUSHER_KEY'],
  },
  {
    rule: 'a Pusher host without the app id, key and secret',
    env: { PUSHER_HOST: 'ws.example.test' },
    names: ['PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET', 'PUSHER_HOST'],
  },
  {
    rule: 'a webhook URL that is not an http(s) URL',
    env: { WEBHOOK_URLS: 'https://hooks.example.test/pusher,ftp://hooks.example.test/x' },
    names: ['WEBHOOK_URLS', 'entry 2'],
  },
  {
    rule: 'webhooks with a hosted service (the embedded server has no clients then)',
    env: { ...pusher, WEBHOOK_URL: 'https://hooks.example.test/pusher' },
    names: ['WEBHOOK_URL', 'hosted service'],
  },
  {
    rule: 'an APP_URL that is not http(s) (its links go into mails)',
    env: { APP_URL: 'ftp://x' },
    names: ['APP_URL', 'http:// or https://'],
  },
  {
    rule: 'a pass signing key that is not an Ed25519 private key',
    env: { PASS_SIGNING_KEY: '{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo"}' },
    names: ['PASS_SIGNING_KEY', 'private part d'],
  },
];

describe.skipIf(process.env.TEST_DATABASE_URL)('settings checked at start', () => {
  it.each(refused)('stops on $rule, naming the variables', async ({ env, names }) => {
    const server = spawnServer(await freePort(), { DATA_DIR: dataDir, ...env });
    const ended = await Promise.race([
      server.exited,
      new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 20_000)),
    ]);
    await server.stop();
    expect(ended, server.output()).toEqual({ code: 78, signal: null });
    for (const name of names) expect(server.output()).toContain(name);
    // The message names variables, never their secret values.
    for (const value of [stripeKey, webhookSecret, pusher.PUSHER_SECRET]) expect(server.output()).not.toContain(value);
  });
});
