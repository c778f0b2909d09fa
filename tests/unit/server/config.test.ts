import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../src/server/config';

const stripe = { STRIPE_SECRET_KEY: 'sk_live_51H8xYzAbCdEfGh', STRIPE_WEBHOOK_SECRET: 'whsec_5Jd8s7fKq2LmN0pQ' };
const pusher = { PUSHER_APP_ID: '1234', PUSHER_KEY: 'abc', PUSHER_SECRET: 'def' };

function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return 'accepted';
}

describe('settings: Stripe, hosted Pusher, webhooks', () => {
  it.each([
    ['a live key with its webhook secret', stripe],
    [
      'a test key with its webhook secret',
      { STRIPE_SECRET_KEY: 'sk_test_abc_123', STRIPE_WEBHOOK_SECRET: 'whsec_x+y/z=' },
    ],
    ['all of PUSHER_*', { ...pusher, PUSHER_HOST: 'ws.example.test', PUSHER_PORT: '443', PUSHER_SCHEME: 'https' }],
    ['the three PUSHER_* alone', pusher],
    [
      'webhook URLs, one or several',
      { WEBHOOK_URL: 'https://a.example/h', WEBHOOK_URLS: 'http://b.example/x , https://c.example/Y' },
    ],
    ['none of them', {}],
  ])('accepts %s', (_, env) => {
    expect(refusal(env)).toBe('accepted');
  });

  it.each([
    ['a publishable key', { ...stripe, STRIPE_SECRET_KEY: 'pk_live_51H8xYz' }, ['STRIPE_SECRET_KEY: must be']],
    ['a restricted key', { ...stripe, STRIPE_SECRET_KEY: 'rk_live_51H8xYz' }, ['STRIPE_SECRET_KEY: must be']],
    ['a key with a space', { ...stripe, STRIPE_SECRET_KEY: 'sk_live_51H8 xYz' }, ['STRIPE_SECRET_KEY: must be']],
    [
      'a key without webhook secret',
      { STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY },
      ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY and'],
    ],
    [
      'a webhook secret without key',
      { STRIPE_WEBHOOK_SECRET: stripe.STRIPE_WEBHOOK_SECRET },
      ['STRIPE_SECRET_KEY: STRIPE_SECRET_KEY and'],
    ],
    [
      'a webhook secret of another kind',
      { ...stripe, STRIPE_WEBHOOK_SECRET: 'sk_live_x' },
      ['STRIPE_WEBHOOK_SECRET: must be'],
    ],
    ['a PUSHER_SECRET alone', { PUSHER_SECRET: 'def' }, ['PUSHER_APP_ID, PUSHER_KEY: not set, but PUSHER_SECRET is']],
    ['PUSHER_CLUSTER alone', { PUSHER_CLUSTER: 'eu' }, ['PUSHER_APP_ID, PUSHER_KEY, PUSHER_SECRET: not set']],
    ['a webhook URL of another scheme', { WEBHOOK_URL: 'ftp://a.example/h' }, ['WEBHOOK_URL: entry 1']],
    ['a webhook entry that is no URL', { WEBHOOK_URLS: 'https://a.example/h,hooks' }, ['WEBHOOK_URLS: entry 2']],
    [
      'webhooks with a hosted service',
      { ...pusher, WEBHOOK_URLS: 'https://a.example/h' },
      ['WEBHOOK_URLS: webhooks come'],
    ],
  ])('refuses %s, naming it', (_, env, expected) => {
    const message = refusal(env);
    for (const text of expected) expect(message).toContain(text);
  });

  it('keeps webhook URLs as written, each once', () => {
    const config = loadConfig({
      WEBHOOK_URL: 'https://A.example/Hook?t=1',
      WEBHOOK_URLS: 'https://b.example/x,https://A.example/Hook?t=1',
    });
    expect(config.WEBHOOK_URLS).toEqual(['https://A.example/Hook?t=1', 'https://b.example/x']);
  });
});

describe('PASS_SIGNING_KEY', () => {
  const pair = generateKeyPairSync('ed25519');
  const jwk = pair.privateKey.export({ format: 'jwk' }) as { kty: string; crv: string; d: string; x: string };
  const pem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  const otherX = (generateKeyPairSync('ed25519').publicKey.export({ format: 'jwk' }) as { x: string }).x;

  it.each([
    ['a private JWK', JSON.stringify(jwk)],
    ['a PKCS#8 PEM', pem],
  ])('takes %s, as a JWK whose x is d’s public half', (_, value) => {
    expect(loadConfig({ PASS_SIGNING_KEY: value }).PASS_SIGNING_KEY).toEqual({
      kty: 'OKP',
      crv: 'Ed25519',
      d: jwk.d,
      x: jwk.x,
    });
  });

  it.each([
    ['a public JWK', JSON.stringify({ kty: 'OKP', crv: 'Ed25519', x: jwk.x }), 'must hold the private part d'],
    ['a JWK whose x belongs to another key', JSON.stringify({ ...jwk, x: otherX }), 'has a public part x'],
    [
      'a P-256 key',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
      'must be an Ed25519 private key',
    ],
    ['an X25519 JWK', JSON.stringify({ ...jwk, crv: 'X25519' }), 'must be an Ed25519 key'],
    ['text that is no key', 'my-secret-pass-key', 'must be a private JWK'],
    ['broken JSON', '{"kty":"OKP",', 'is not a readable Ed25519 private key'],
  ])('refuses %s, naming the variable and never the key', (_, value, reason) => {
    const message = refusal({ PASS_SIGNING_KEY: value });
    expect(message).toContain(`PASS_SIGNING_KEY: ${reason}`);
    expect(message).not.toContain(jwk.d);
  });
});

describe('URLs and the service settings', () => {
  it.each([
    ['an APP_URL of another scheme', { APP_URL: 'ftp://x' }, ['APP_URL: must be an http:// or https:// URL']],
    ['a STRIPE_API_URL of another scheme', { STRIPE_API_URL: 'file:///etc/passwd' }, ['STRIPE_API_URL: must be']],
    ['a GEOCODER_URL of another scheme', { GEOCODER_URL: 'gopher://g.example/' }, ['GEOCODER_URL: must be']],
    [
      'a TILE_URL without {y}',
      { TILE_URL: 'https://t.example/{z}/{x}.png' },
      ['TILE_URL: must be', '{z}, {x} and {y}'],
    ],
    ['a TILE_URL of another scheme', { TILE_URL: 'ftp://t.example/{z}/{x}/{y}.png' }, ['TILE_URL: must be']],
    ['a short METRICS_TOKEN', { METRICS_TOKEN: 'short' }, ['METRICS_TOKEN: must be at least 16 characters']],
    ['a METRICS_PORT out of range', { METRICS_PORT: '70000' }, ['METRICS_PORT']],
    ['a negative grace', { SHUTDOWN_GRACE_SECONDS: '-1' }, ['SHUTDOWN_GRACE_SECONDS']],
  ])('refuses %s, naming it', (_, env, expected) => {
    const message = refusal(env);
    for (const text of expected) expect(message).toContain(text);
  });

  it('accepts a tile template on this server, and the service settings', () => {
    const config = loadConfig({
      TILE_URL: '/tiles/{z}/{x}/{y}.png',
      APP_URL: 'https://parcare.example',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
      METRICS_PORT: '9464',
      SHUTDOWN_GRACE_SECONDS: '5',
      SHUTDOWN_DELAY_SECONDS: '2',
    });
    expect(config).toMatchObject({ METRICS_PORT: 9464, SHUTDOWN_GRACE_SECONDS: 5, SHUTDOWN_DELAY_SECONDS: 2 });
    expect(loadConfig({})).toMatchObject({ SHUTDOWN_GRACE_SECONDS: 20, SHUTDOWN_DELAY_SECONDS: 0 });
  });
});

describe("settings: a driver's first credits", () => {
  const pg = { DATABASE_URL: 'postgres://u@db/x' };
  it.each([
    ['nothing on PostgreSQL (no demo data)', pg, 0],
    ['the demo setup (embedded, demo data): the first hour', {}, 60],
    ['demo data turned off on the embedded database', { DEMO_DATA: 'false' }, 0],
    ['WELCOME_CREDITS set', { ...pg, WELCOME_CREDITS: '120' }, 120],
    ['WELCOME_CREDITS=0 with demo data', { WELCOME_CREDITS: '0' }, 0],
  ])('grants welcome credits: %s', (_, env, credits) => {
    expect(loadConfig(env).welcomeCredits).toBe(credits);
  });

  it('refuses welcome credits that are negative or not whole', () => {
    expect(refusal({ WELCOME_CREDITS: '-1' })).toMatch(/WELCOME_CREDITS/);
    expect(refusal({ WELCOME_CREDITS: '1.5' })).toMatch(/WELCOME_CREDITS/);
  });

  it.each([
    ['without Stripe', {}, true],
    ['with Stripe', stripe, false],
    ['with Stripe and CREDIT_REQUESTS=on', { ...stripe, CREDIT_REQUESTS: 'on' }, true],
    ['without Stripe and CREDIT_REQUESTS=off', { CREDIT_REQUESTS: 'off' }, false],
  ])('takes credit requests %s', (_, env, on) => {
    expect(loadConfig(env).creditRequests).toBe(on);
  });
});
