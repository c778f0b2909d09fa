import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser';
import { logInThroughUi } from '../support/e2e-accounts';
import { CENTRE, newDriver } from '../support/e2e-finder-data';
import { useE2eSession } from '../support/e2e-session';

const e2e = useE2eSession({ tiles: true, admin: { email: 'admin@example.test', password: 'admin-parola-1' } });

describe('the production build under its Content-Security-Policy', () => {
  it('shows the map (worker, tiles) and opens the socket with no policy violation', async () => {
    const { page, context, server, tiles } = e2e;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.effectiveDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
    const consoleViolations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) consoleViolations.push(m.text());
    });
    const socketFrames: string[] = [];
    page.on('websocket', (ws) => ws.on('framereceived', (f) => socketFrames.push(String(f.payload))));
    await context.grantPermissions(['geolocation'], { origin: server.url });
    await context.setGeolocation({ latitude: CENTRE.lat, longitude: CENTRE.lng, accuracy: 25 });

    const main = await page.request.get(`${server.url}/`);
    const policy = main.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain(new URL(tiles.template.replace(/\{[^}]*\}/g, '0')).origin);

    const driver = await newDriver(server.url, e2e.adminToken);
    await logInThroughUi(page, driver.email, driver.password);
    await page.getByRole('button', { name: 'Hartă' }).click();
    await expect.poll(() => tiles.requests.length, { timeout: 15_000 }).toBeGreaterThan(0);
    await page.locator('.maplibregl-canvas').waitFor();
    await expect
      .poll(() => socketFrames.some((f) => f.includes('pusher_internal:subscription_succeeded')), { timeout: 15_000 })
      .toBe(true);
    await page.waitForTimeout(1_000);
    await saveScreenshot(page, 'csp-map');
    const violations = await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    expect(violations).toEqual([]);
    expect(consoleViolations).toEqual([]);
  }, 90_000);
});
