import { afterAll, describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { signInAs } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';
import {
  completedEvent,
  signedDelivery,
  startStripeStandIn,
  testSecretKey,
  testWebhookSecret,
} from '../support/stripe-stand-in';

const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const e2e = useE2eSession({
  env: () => ({
    STRIPE_SECRET_KEY: testSecretKey,
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_API_URL: stripe.url,
  }),
});

/** Clicks a pack, follows the browser to the stand-in's checkout page, and returns its session. */
async function choosePack(name: RegExp) {
  await e2e.page.getByRole('button', { name }).click();
  await e2e.page.waitForURL((url) => url.href.startsWith(`${stripe.url}/checkout/cs_test_`));
  const id = new URL(e2e.page.url()).pathname.split('/').pop() ?? '';
  const session = stripe.sessions.get(id);
  if (!session) throw new Error(`no Checkout Session ${id} at the stand-in`);
  return session;
}

/** What Stripe does once the card is charged: the signed checkout.session.completed delivery. */
async function deliverPaid(session: Parameters<typeof completedEvent>[0]) {
  const { payload, headers } = signedDelivery(completedEvent(session));
  const res = await fetch(`${e2e.server.url}/api/payments/stripe/webhook`, { method: 'POST', headers, body: payload });
  expect(res.status).toBe(200);
}

describe('buying credits by card', () => {
  it('picks a pack, pays at (stand-in) Stripe, and comes back to the new balance and the receipt (ro)', async () => {
    const driver = await registerAccount(e2e.server.url);
    await signInAs(e2e.page, driver);
    await e2e.page.goto('/credits');
    const topUp = e2e.page.getByTestId('top-up');
    await topUp.getByText('Cumpără credite').waitFor();
    await topUp.getByText('30,00 RON').waitFor();
    await saveScreenshot(e2e.page, 'credits-top-up-ro');

    const session = await choosePack(/300 de credite/);
    expect(session.metadata).toEqual({ user_id: String(driver.userId), pack: '300' });
    expect(session.amount_total).toBe(3000);
    await e2e.page.waitForURL((url) => url.pathname === '/credits' && url.searchParams.get('checkout') === 'success');
    await deliverPaid(session);

    await e2e.page.getByText('Plată primită: 300 de credite adăugate').waitFor();
    await expect.poll(() => e2e.page.getByTestId('balance').textContent()).toContain('300');
    await e2e.page.getByText('Ajung pentru 5 h de parcare (1 credit = 1 minut).').waitFor();
    await e2e.page.getByText('Reîncărcare: 300 de credite (30,00 RON)').waitFor();
    await saveScreenshot(e2e.page, 'credits-paid-ro');

    await e2e.page.getByRole('link', { name: 'Vezi chitanța' }).click();
    await e2e.page.waitForURL((url) => /^\/credits\/receipts\/\d+$/.test(url.pathname));
    const receipt = e2e.page.getByTestId('receipt');
    await receipt.getByTestId('receipt-amount').getByText('30,00 RON').waitFor();
    await receipt.getByText('300 de credite', { exact: true }).waitFor();
    expect(await receipt.getByRole('link', { name: 'Chitanța Stripe' }).getAttribute('href')).toBe(
      `https://pay.stripe.com/receipts/payment/${session.payment_intent}`,
    );
    await receipt.getByRole('button', { name: 'Tipărește' }).waitFor();
    await saveScreenshot(e2e.page, 'credits-receipt-ro');
  });

  it('pays in English, opens the receipt from the history, and says when a payment is cancelled', async () => {
    const driver = await registerAccount(e2e.server.url, { language: 'en' });
    await signInAs(e2e.page, driver, 'en');
    await e2e.page.goto('/credits');
    await e2e.page.getByTestId('top-up').getByText('RON 60.00').waitFor();

    const session = await choosePack(/600 credits/);
    await deliverPaid(session);
    await e2e.page.getByText('Payment received: 600 credits added').waitFor();
    await expect.poll(() => e2e.page.getByTestId('balance').textContent()).toContain('600');
    await e2e.page.getByText('Enough for 10 h of parking (1 credit = 1 minute).').waitFor();
    await e2e.page.getByText('Top-up: 600 credits (RON 60.00)').waitFor();
    await saveScreenshot(e2e.page, 'credits-paid-en');

    await e2e.page.getByRole('link', { name: 'Receipt', exact: true }).click();
    await e2e.page.waitForURL((url) => /^\/credits\/receipts\/\d+$/.test(url.pathname));
    await e2e.page.getByTestId('receipt-amount').getByText('RON 60.00').waitFor();
    await saveScreenshot(e2e.page, 'credits-receipt-en');

    await e2e.page.goto('/credits');
    stripe.nextChoice = 'cancel';
    await choosePack(/60 credits/);
    await e2e.page.waitForURL((url) => url.searchParams.get('checkout') === 'cancelled');
    await e2e.page.getByText('Payment cancelled').waitFor();
    await e2e.page.getByTestId('top-up').getByText('RON 60.00').waitFor();
    await expect.poll(() => e2e.page.getByTestId('balance').textContent()).toContain('600');
    await saveScreenshot(e2e.page, 'credits-cancelled-en');
  });
});
