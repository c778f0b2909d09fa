import type Stripe from 'stripe';
import { formatMoney } from '../../../domain/money';
import type { Config } from '../../config';
import type { Deps, TransitionDeps } from '../../deps';
import { emitSafely } from '../../lib/app-events';
import { AppError } from '../../lib/errors';
import { lockWallets, mintCredits, systemAccounts } from '../credits/index';
import { findUserById } from '../users/index';
import { paymentMessages as m } from './messages';
import { findPaymentBySession, insertPayment, recordRefusedEvent, recordStripeEvent, type Refusal } from './repository';
import { stripeClient } from './stripe-client';

/** The events that can mint credits: a Checkout Session paid at once, or later (bank debits). */
export const mintingEvents = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'] as const;

export type TopUpOutcome = 'minted' | 'duplicate' | 'unpaid' | 'refused';

const positiveInt = (text: string | undefined) =>
  text !== undefined && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/**
 * Why a paid session buys nothing: the pack it names is not on sale (CREDIT_PACKS), or it
 * was not paid at that pack's price in the configured currency. Metadata is ours, but an
 * amount the card was charged is Stripe's word: credits are minted only when both agree.
 */
function refusalOf(
  config: Config,
  pack: number | undefined,
  paid: number | null,
  currency: string | null,
): Refusal | undefined {
  if (pack === undefined || !config.CREDIT_PACKS.includes(pack)) return 'unknown_pack';
  if ((currency ?? '').toUpperCase() !== config.CREDIT_CURRENCY) return 'currency_mismatch';
  if (paid !== pack * config.CREDIT_PRICE) return 'amount_mismatch';
  return undefined;
}

/** Stripe's receipt for the charge behind a payment intent; null when Stripe cannot say (the payment still counts). */
async function receiptUrl(deps: Pick<Deps, 'config' | 'log'>, paymentIntentId: string | null): Promise<string | null> {
  const stripe = await stripeClient(deps.config);
  if (!stripe || !paymentIntentId) return null;
  try {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    return typeof charge === 'object' && charge ? (charge.receipt_url ?? null) : null;
  } catch (err) {
    deps.log.warn({ err, paymentIntentId }, 'Stripe receipt url not available');
    return null;
  }
}

/**
 * A paid Checkout Session mints its pack into the user's wallet, from the payments account,
 * exactly once: the wallet is locked first (every top-up of the user waits its turn), then
 * the event id and the session id are each recorded once; a second delivery of the event, a
 * second event for the session, or another process receiving it finds them and mints nothing.
 * A session whose pack is not on sale at what was paid mints nothing: its event is recorded
 * as refused (stripe_events) and logged for an operator (docs/payments.md).
 */
export async function handlePaidSession(
  deps: TransitionDeps,
  event: { id: string; type: string },
  session: Stripe.Checkout.Session,
): Promise<TopUpOutcome> {
  if (session.payment_status !== 'paid') return 'unpaid';
  const userId = positiveInt(session.metadata?.user_id ?? session.client_reference_id ?? undefined);
  const user = userId === undefined ? undefined : await findUserById(deps.db, userId);
  if (!user) throw new AppError(400, m.badSession);
  if (await findPaymentBySession(deps.db, session.id)) return 'duplicate';
  const pack = session.metadata?.pack;
  const credits = pack !== undefined && /^\d{1,15}$/.test(pack) ? Number(pack) : undefined;
  const refusal = refusalOf(deps.config, credits, session.amount_total, session.currency);
  if (refusal || credits === undefined) {
    const detail = {
      user_id: user.id,
      pack: pack ?? null,
      amount_total: session.amount_total,
      currency: session.currency,
    };
    const recorded = await recordRefusedEvent(deps.db, {
      id: event.id,
      type: event.type,
      at: deps.now(),
      refusal: refusal ?? 'unknown_pack',
      sessionId: session.id,
      detail,
    });
    deps.log.warn(
      { eventId: event.id, sessionId: session.id, refusal, ...detail },
      'Stripe payment refused: no pack on sale at that price',
    );
    return recorded ? 'refused' : 'duplicate';
  }

  const intentId =
    typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
  const receipt = await receiptUrl(deps, intentId);
  const amount = credits * deps.config.CREDIT_PRICE;
  const currency = (session.currency ?? deps.config.CREDIT_CURRENCY).toUpperCase();
  const at = deps.now();
  // Read before the transaction: on PGlite (one connection) a query outside it would wait for it.
  const system = await systemAccounts(deps.db);
  const minted = await deps.db.transaction(async (tx) => {
    const wallet = (await lockWallets(tx, [user.id])).get(user.id);
    if (!wallet) throw new Error('wallet missing');
    const firstDelivery = await recordStripeEvent(tx, event, session.id, at);
    if (!firstDelivery || (await findPaymentBySession(tx, session.id))) return undefined;
    const posted = await mintCredits(
      tx,
      {
        kind: 'top_up',
        description: `Top-up: ${credits} credits (${formatMoney(amount, currency, 'en')})`,
        at,
        walletId: wallet.id,
        amount: credits,
      },
      system,
    );
    await insertPayment(tx, {
      userId: user.id,
      ledgerTransactionId: posted.id,
      credits,
      amount,
      currency,
      stripeSessionId: session.id,
      stripePaymentIntentId: intentId,
      stripeReceiptUrl: receipt,
      stripeEventId: event.id,
      createdAt: at,
    });
    return { transactionId: posted.id };
  });
  if (!minted) return 'duplicate';
  emitSafely(
    deps.events,
    'credits.added',
    { userId: user.id, amount: credits, transactionId: minted.transactionId, at, source: 'purchased' },
    (err) => deps.log.error({ err }, 'credits.added subscriber failed'),
  );
  return 'minted';
}
