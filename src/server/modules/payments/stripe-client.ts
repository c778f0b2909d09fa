import type Stripe from 'stripe';
import type { Config } from '../../config';

/** Where the `stripe` library sends its requests: Stripe itself, or STRIPE_API_URL's host, port and scheme. */
export function stripeAddress(apiUrl: string | undefined) {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

const clients = new WeakMap<Config, Promise<Stripe>>();

/**
 * The one Stripe client of this configuration; undefined without STRIPE_SECRET_KEY (card
 * payments off). The library is loaded with the first payment, not at start (about 20 MiB).
 */
export function stripeClient(config: Config): Promise<Stripe> | undefined {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) return undefined;
  let client = clients.get(config);
  if (!client) {
    client = import('stripe').then(
      ({ default: StripeClient }) =>
        new StripeClient(key, {
          ...stripeAddress(config.STRIPE_API_URL),
          maxNetworkRetries: 2,
          timeout: 20_000,
          appInfo: { name: 'Loc Liber' },
        }),
    );
    clients.set(config, client);
  }
  return client;
}

/** Credits packs for sale and their price in minor units (CREDIT_PACKS x CREDIT_PRICE). */
export function creditOffers(config: Config) {
  return {
    card_payments: Boolean(config.STRIPE_SECRET_KEY),
    currency: config.CREDIT_CURRENCY,
    packs: config.CREDIT_PACKS.map((credits) => ({ credits, amount: credits * config.CREDIT_PRICE })),
  };
}
