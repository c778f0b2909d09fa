import { describe, expect, it } from 'vitest';
import { axeViolations, blocking } from '../support/axe';
import { saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { callApi } from '../support/e2e-api';
import { e2eAdmin, useAdminPages } from '../support/e2e-admin';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

// No card provider and no WELCOME_CREDITS: a new driver's way to credits is "Request credits".
const e2e = useE2eSession({ admin: e2eAdmin });
const adminPage = useAdminPages(e2e);

const words = {
  ro: {
    card: 'Cere credite',
    note: 'Mesaj pentru administratori',
    waiting: 'a ajuns la administratorii acestui server',
    inbox: 'Cerere de credite',
    grant: 'Acordă 60 de credite',
    notified: 'Credite acordate',
    show: 'Arată',
    all: 'Toate cererile',
    grantedPill: 'Acordat: 60 de credite',
    lastAnswer: 'Ultima ta cerere a fost aprobată',
  },
  en: {
    card: 'Request credits',
    note: 'Note for the administrators',
    waiting: "is with this server's administrators",
    inbox: 'Credits requested',
    grant: 'Grant 60 credits',
    notified: 'Credits granted',
    show: 'Show',
    all: 'All requests',
    grantedPill: 'Granted: 60 credits',
    lastAnswer: 'Your last request was granted',
  },
};

describe('requesting credits', () => {
  for (const language of ['ro', 'en'] as const) {
    it(`reaches an administrator, whose one-tap grant the driver sees (${language})`, async () => {
      const w = words[language];
      // The administrator reads in this test's language (their inbox is written in the one stored).
      const me = await callApi<{ id: number }>(e2e.server.url, e2e.adminToken, 'GET', 'user');
      await callApi(e2e.server.url, e2e.adminToken, 'PUT', `users/${me.id}`, { language });
      const driver = await registerAccount(e2e.server.url, { language, name: `Dan Fără Card ${language}` });
      await signInWithSession(e2e.page, driver, language, '/credits');
      await expect.poll(() => e2e.page.getByTestId('balance').textContent()).toContain('0');
      const card = e2e.page.getByTestId('request-credits');
      await card.getByRole('heading', { name: w.card }).waitFor();
      // Nobody unnamed is to be asked: the old "ask an administrator" advice is gone.
      expect(await e2e.page.getByText(/ask them|cere-le/i).count()).toBe(0);
      await card.getByLabel(w.note).fill('Pentru ședința de luni');
      await saveScreenshot(e2e.page, `credit-request-form-${language}`);
      expect(blocking(await axeViolations(e2e.page), true)).toEqual([]);
      await card.getByRole('button', { name: w.card }).click();
      await card.getByText(w.waiting).waitFor();
      await card.getByText('Pentru ședința de luni').waitFor();
      await saveScreenshot(e2e.page, `credit-request-waiting-${language}`);

      const admin = await adminPage({ tag: language, language, desktop: false }, e2eAdmin, '/notifications');
      const notice = admin.getByRole('button', { name: new RegExp(w.inbox) }).first();
      await notice.waitFor();
      expect(await notice.innerText()).toContain(driver.name);
      await notice.click();
      await admin.waitForURL((url) => url.pathname === '/admin/credit-requests');
      const request = admin.getByTestId('credit-request').filter({ hasText: driver.name });
      await request.getByText('Pentru ședința de luni').waitFor();
      await saveScreenshot(admin, `credit-request-admin-${language}`);
      expect(blocking(await axeViolations(admin), true)).toEqual([]);
      await request.getByRole('button', { name: w.grant }).click();
      await expect.poll(() => request.count()).toBe(0);
      await dismissToasts(admin);
      await admin.getByLabel(w.show).selectOption('any');
      await admin.getByTestId('credit-request').filter({ hasText: driver.name }).getByText(w.grantedPill).waitFor();
      await saveScreenshot(admin, `credit-request-admin-granted-${language}`);

      // The driver's screen hears of it in real time: the new balance and the answer.
      await expect.poll(() => e2e.page.getByTestId('balance').textContent(), { timeout: 15_000 }).toContain('60');
      await card.getByText(w.lastAnswer).waitFor();
      await e2e.page.getByText(w.notified).first().waitFor();
      await saveScreenshot(e2e.page, `credit-request-granted-${language}`);
    });
  }
});
