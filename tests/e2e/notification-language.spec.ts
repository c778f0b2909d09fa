import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { e2eAdmin } from '../support/e2e-admin';
import { grantCredits } from '../support/e2e-booking';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

const e2e = useE2eSession({ admin: e2eAdmin });

describe('the inbox in the reader’s language', () => {
  it('reads a notification stored in Romanian in English once the user switches', async () => {
    const { page, server } = e2e;
    const account = await registerAccount(server.url, { language: 'ro' });
    await grantCredits(server.url, e2e.adminToken, account.userId, 20, 'Pentru test');

    await signInWithSession(page, account, 'ro', '/notifications');
    const inbox = page.getByRole('main');
    await inbox.getByText('Credite adăugate').waitFor();
    await inbox.getByText('Au fost adăugate 20 de credite în contul tău.').waitFor();
    await dismissToasts(page);
    await saveScreenshot(page, 'notification-language-ro');

    await page.getByRole('button', { name: 'Meniu' }).click();
    const saved = page.waitForResponse(
      (res) => /\/api\/users\/\d+$/.test(res.url()) && res.request().method() === 'PUT',
    );
    await page.getByRole('dialog', { name: 'Meniu' }).getByRole('button', { name: 'English' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();

    // The same notification, asked for again and rendered in English; nothing Romanian left.
    await inbox.getByText('Credits added').waitFor();
    await inbox.getByText('20 credits were added to your account.').waitFor();
    expect(await inbox.getByText('Credite adăugate').count()).toBe(0);
    await dismissToasts(page);
    await saveScreenshot(page, 'notification-language-en');
  });
});
