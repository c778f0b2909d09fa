import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { registerAccount } from '../support/e2e-accounts';
import { callApi } from '../support/e2e-api';
import { useE2eSession } from '../support/e2e-session';

const e2e = useE2eSession();

describe('the API reference (Swagger UI at /api/docs)', () => {
  // Swagger UI's bundle (about 1.5 MB of script) took over 30 s to show on a machine loaded to 20.
  it("authorizes with a token and runs a document route's Try it out: 200 with the caller's insurance", async () => {
    const { page, server } = e2e;
    const driver = await registerAccount(server.url);
    const car = await callApi<{ data: { id: number } }>(server.url, driver.token, 'POST', 'automobiles', {
      registration_number: 'B 21 DOC',
    });
    await callApi(server.url, driver.token, 'POST', `automobiles/${car.data.id}/insurances`, {
      type: 'RCA',
      provider: 'Asigurator SA',
      policy_number: 'RCA-2100',
      country_code: 'RO',
      valid_from: '2030-01-01',
      valid_until: '2031-01-01',
    });
    const sent: (string | undefined)[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/insurances')) sent.push(request.headers().authorization);
    });

    // Deep link to the operation (tag/operationId): Swagger UI opens it.
    await page.goto('/api/docs/#/documents/listInsurances');
    await page.locator('.auth-wrapper').getByRole('button', { name: 'Authorize' }).click({ timeout: 90_000 });
    const dialog = page.locator('.dialog-ux');
    await dialog.getByLabel('auth-bearer-value').fill(driver.token);
    await dialog.getByRole('button', { name: 'Apply credentials' }).click();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    const operation = page.locator('#operations-documents-listInsurances');
    await operation.getByRole('button', { name: 'Try it out' }).click();
    await operation.locator('input[placeholder="id"]').fill(String(car.data.id));
    await operation.getByRole('button', { name: 'Execute' }).click();
    const status = operation.locator('.live-responses-table .response .response-col_status');
    await status.first().waitFor();
    expect((await status.first().textContent())?.trim()).toBe('200');
    await operation.locator('.live-responses-table').getByText('RCA-2100').first().waitFor();
    expect(sent).toEqual([`Bearer ${driver.token}`]);
    await status.first().scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'api-docs-try-it-out');
  }, 150_000);
});
