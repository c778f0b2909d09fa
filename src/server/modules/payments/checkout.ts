import type { Deps } from '../../deps';
import { AppError, validationFailed } from '../../lib/errors';
import { translate, type Language } from '../../lib/i18n';
import type { AuthUser } from '../../lib/request-auth';
import { paymentMessages as m } from './messages';
import { stripeClient } from './stripe-client';

/**
 * The address the browser comes back to. Built from the configured public address (APP_URL),
 * never from the request's Host header: a forged Host must not redirect a payer elsewhere.
 * TODO(issue 13): use src/server/lib/public-url.ts once it lands in main.
 */
function publicUrl(deps: Pick<Deps, 'config'>): string {
  const base = deps.config.APP_URL ?? `http://localhost:${deps.config.PORT}`;
  return base.replace(/\/+$/, '');
}

/** A Stripe Checkout Session for one of the packs on offer; answers the hosted page's url. */
export async function createCheckout(
  deps: Pick<Deps, 'config' | 'log'>,
  user: AuthUser,
  pack: number,
  language: Language,
) {
  const stripe = await stripeClient(deps.config);
  if (!stripe) throw new AppError(503, m.notConfigured);
  if (!deps.config.CREDIT_PACKS.includes(pack)) throw validationFailed({ pack: [m.unknownPack] });
  const amount = pack * deps.config.CREDIT_PRICE;
  const base = publicUrl(deps);
  const metadata = { user_id: String(user.id), pack: String(pack) };
  let session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: deps.config.CREDIT_CURRENCY.toLowerCase(),
            unit_amount: amount,
            product_data: { name: translate(language, m.packName, { credits: pack }) },
          },
        },
      ],
      client_reference_id: String(user.id),
      customer_email: user.email,
      locale: language,
      metadata,
      payment_intent_data: { metadata },
      success_url: `${base}/credits?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base}/credits?checkout=cancelled`,
    });
  } catch (err) {
    deps.log.error({ err }, 'Stripe Checkout Session not created');
    throw new AppError(503, m.unavailable);
  }
  if (!session.url) throw new AppError(503, m.unavailable);
  return { url: session.url };
}
