import { z } from 'zod';
import { readEd25519PrivateKey, type Ed25519PrivateJwk } from './settings/ed25519-key';
import { checkWalletEnv, walletEnv } from './settings/wallet-settings';

const boolFromEnv = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

const intFromEnv = (def: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(def);

/** An http:// or https:// URL: every URL setting is one the server or a browser fetches or links to. */
const urlFromEnv = z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' });

/** A comma-separated list; blanks dropped, lower-cased. */
const listFromEnv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  );

/**
 * A comma-separated list of http(s) URLs (case kept: a path is case-sensitive). A bad entry
 * is named by its position only: a webhook URL may carry a token.
 */
const urlListFromEnv = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .superRefine((urls, ctx) => {
    urls.forEach((url, i) => {
      if (!z.url({ protocol: /^https?$/ }).safeParse(url).success) {
        ctx.addIssue({ code: 'custom', message: `entry ${i + 1} is not an http:// or https:// URL` });
      }
    });
  });

/** The hosted service's settings: PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are needed by any of them. */
const pusherRequired = ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET'] as const;
const pusherOptional = ['PUSHER_HOST', 'PUSHER_PORT', 'PUSHER_SCHEME', 'PUSHER_CLUSTER'] as const;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: intFromEnv(3000, 0, 65535),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    APP_TIMEZONE: z
      .string()
      .default('Europe/Bucharest')
      .refine((tz) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: tz });
          return true;
        } catch {
          return false;
        }
      }, 'must be an IANA time zone such as Europe/Bucharest'),
    MIN_CREDITS: intFromEnv(15, 1, 10_000),
    SYSTEM_FEE_CREDITS: intFromEnv(5, 0, 10_000),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().min(3).default('Loc Liber <no-reply@locliber.local>'),
    APP_URL: urlFromEnv.optional(),
    /** Without APP_URL: the Host names (host or host:port) whose requests get links to themselves. */
    ALLOWED_HOSTS: listFromEnv,
    /** Other origins allowed to call the API from a browser (CORS); default: same origin only. */
    CORS_ORIGINS: listFromEnv.pipe(z.array(z.url({ message: 'must list origins such as https://app.example' }))),
    /**
     * Hosts a web-push subscription may point at (the server POSTs to them): the browsers'
     * push services. `*.` matches any subdomain. Anything else is refused, so a client cannot
     * make the server call an internal address.
     */
    PUSH_SERVICE_HOSTS: listFromEnv.transform((hosts) =>
      hosts.length > 0
        ? hosts
        : ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.push.apple.com', '*.notify.windows.com'],
    ),
    /** Accounts one client address may create per hour. */
    REGISTRATIONS_PER_HOUR: intFromEnv(20, 1, 100_000),
    /** Serve the build's *.map files (off: they answer 404 in production). */
    SERVE_SOURCE_MAPS: boolFromEnv.default(false),
    TILE_URL: z
      .string()
      .min(1)
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
      .refine(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) && /^(https?:\/\/|\/)/.test(url),
        'must be an http(s) URL template (or a path on this server) with {z}, {x} and {y}',
      ),
    /** A Nominatim-compatible geocoder for the destination search (the server calls it, never the app). */
    GEOCODER_URL: urlFromEnv.default('https://nominatim.openstreetmap.org/'),
    /** Requests a second to the geocoder from the whole service (public Nominatim allows 1). */
    GEOCODER_REQUESTS_PER_SECOND: intFromEnv(1, 1, 1000),
    TILE_ATTRIBUTION: z
      .string()
      .default('© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
    REALTIME_KEY: z.string().min(1).default('loc-liber-key'),
    /** Unset: a random secret generated on first start and kept in the database (instance_secrets). */
    REALTIME_SECRET: z.string().min(16).optional(),
    /** Public host/port/scheme the browser uses for the socket; default: the page's own. */
    REALTIME_HOST: z.string().optional(),
    REALTIME_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    REALTIME_SCHEME: z.enum(['http', 'https']).optional(),
    PUSHER_APP_ID: z.string().optional(),
    PUSHER_KEY: z.string().optional(),
    PUSHER_SECRET: z.string().optional(),
    PUSHER_HOST: z.string().optional(),
    PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    PUSHER_SCHEME: z.enum(['http', 'https']).optional(),
    PUSHER_CLUSTER: z.string().optional(),
    /**
     * Where the embedded socket server sends its Pusher-format webhooks (channel_occupied,
     * channel_vacated, member_added, member_removed, cache_miss): WEBHOOK_URL, WEBHOOK_URLS
     * (comma-separated), or both.
     */
    WEBHOOK_URL: urlListFromEnv,
    WEBHOOK_URLS: urlListFromEnv,
    /** Web Push (VAPID, RFC 8292): both keys or neither (then generated once and kept in the database). */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key')
      .optional(),
    /** Who the push services may contact: an https: URL or a mailto: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(https:\/\/|mailto:)\S+$/, 'must be an https: URL or a mailto: address')
      .optional(),
    /**
     * The Ed25519 key that signs parking passes (docs/passes.md): a private JWK or a PKCS#8 PEM.
     * Unset: a key pair generated on first start and kept in the database (instance_secrets).
     */
    PASS_SIGNING_KEY: z
      .string()
      .transform((text, ctx): Ed25519PrivateJwk => {
        const key = readEd25519PrivateKey(text);
        if ('refused' in key) {
          ctx.addIssue({ code: 'custom', message: key.refused });
          return z.NEVER;
        }
        return key;
      })
      .optional(),
    /** Apple and Google Wallet passes (docs/passes.md, "Wallet passes"): off without their settings. */
    ...walletEnv,
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    DEMO_DATA: boolFromEnv.optional(),
    JOBS: boolFromEnv.default(true),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits per address). */
    TRUST_PROXY: boolFromEnv.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Card top-ups through Stripe Checkout (docs/payments.md): off without the secret key. */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_[A-Za-z0-9_]+$/, 'must be a Stripe secret key: sk_test_... or sk_live_...')
      .optional(),
    /** Comes with STRIPE_SECRET_KEY: without it a paid checkout would never mint its credits. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_[A-Za-z0-9_+/=]+$/, 'must be a Stripe webhook signing secret: whsec_...')
      .optional(),
    /** Another address for Stripe's API (a proxy, or a local stand-in in tests): scheme, host and port. */
    STRIPE_API_URL: urlFromEnv.optional(),
    /** The packs on sale, in credits, comma-separated. */
    CREDIT_PACKS: z
      .string()
      .default('60,300,600,1200')
      .refine(
        (text) => text.split(',').every((part) => /^\s*[1-9]\d{0,5}\s*$/.test(part)),
        'must be whole numbers of credits separated by commas, such as 60,300,600,1200',
      )
      .transform((text) => [...new Set(text.split(',').map(Number))].sort((a, b) => a - b)),
    /** Credits granted once to each new account (a `welcome` ledger entry); unset: 60 with demo data, else 0. */
    WELCOME_CREDITS: z.coerce.number().int().min(0).max(100_000).optional(),
    /** Drivers may ask the administrators for credits (POST /credit-requests); unset: on without card payments. */
    CREDIT_REQUESTS: boolFromEnv.optional(),
    /** Price of one credit in minor units of CREDIT_CURRENCY (10 bani). */
    CREDIT_PRICE: intFromEnv(10, 1, 1_000_000),
    CREDIT_CURRENCY: z
      .string()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter ISO 4217 code such as RON')
      .default('RON')
      .transform((code) => code.toUpperCase()),
    /** Serve the built PWA from this folder (default ./dist). */
    STATIC_DIR: z.string().default('./dist'),
    /** After SIGTERM/SIGINT: how long requests in flight may take before their connections are closed. */
    SHUTDOWN_GRACE_SECONDS: intFromEnv(20, 0, 3600),
    /**
     * After SIGTERM/SIGINT: how long the process keeps serving while /api/ready answers 503, so a
     * load balancer that polls readiness (Kubernetes) stops sending before the port closes.
     */
    SHUTDOWN_DELAY_SECONDS: intFromEnv(0, 0, 300),
    /** GET /metrics on the public port with `Authorization: Bearer <token>`; unset: not served there. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    /** GET /metrics without a token on this port, bound to 127.0.0.1 only; unset: no such listener. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  })
  .superRefine((env, ctx) => {
    if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY === undefined ? 'VAPID_PUBLIC_KEY' : 'VAPID_PRIVATE_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
      });
    }
    if ((env.STRIPE_SECRET_KEY === undefined) !== (env.STRIPE_WEBHOOK_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.STRIPE_SECRET_KEY === undefined ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'],
        message:
          'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together (without the webhook secret, card payments would never turn into credits)',
      });
    }
    const pusherSet = [...pusherRequired, ...pusherOptional].filter((name) => env[name] !== undefined);
    const pusherMissing = pusherRequired.filter((name) => env[name] === undefined);
    if (pusherSet.length > 0 && pusherMissing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [pusherMissing.join(', ')],
        message: `not set, but ${pusherSet.join(', ')} ${pusherSet.length === 1 ? 'is' : 'are'}: a hosted Pusher service needs PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET (set all three, or no PUSHER_* at all)`,
      });
    }
    if (pusherMissing.length === 0 && env.WEBHOOK_URL.length + env.WEBHOOK_URLS.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [env.WEBHOOK_URLS.length > 0 ? 'WEBHOOK_URLS' : 'WEBHOOK_URL'],
        message:
          'webhooks come from the embedded socket server, which clients do not use with PUSHER_*: set them up in the hosted service instead',
      });
    }
    checkWalletEnv(env, ctx);
    if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD'],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Every setting the server reads (the README's configuration table lists them all: a test checks). */
export const settingNames = Object.keys(envSchema.shape) as (keyof Env)[];

export type Config = Env & {
  /** Demo data is loaded on an empty database: on by default only for the embedded one. */
  demoData: boolean;
  embedded: boolean;
  /** WELCOME_CREDITS, or its default: the demo setup's first hour (60), else none. */
  welcomeCredits: number;
  /** CREDIT_REQUESTS, or its default: on when no card provider is configured. */
  creditRequests: boolean;
};

/** The demo setup's welcome: the first hour of parking (1 credit = 1 minute). */
const DEMO_WELCOME_CREDITS = 60;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" (a common shell habit: FOO= npm start).
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const embedded = env.DATABASE_URL === undefined;
  const webhookUrls = [...new Set([...env.WEBHOOK_URL, ...env.WEBHOOK_URLS])];
  const demoData = env.DEMO_DATA ?? embedded;
  return {
    ...env,
    WEBHOOK_URLS: webhookUrls,
    embedded,
    demoData,
    welcomeCredits: env.WELCOME_CREDITS ?? (demoData ? DEMO_WELCOME_CREDITS : 0),
    creditRequests: env.CREDIT_REQUESTS ?? env.STRIPE_SECRET_KEY === undefined,
  };
}
