import { describe, expect, it } from 'vitest';
import { newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { callApi } from '../support/e2e-api';
import { CENTRE, newDriver, seedLot, type SeededLot } from '../support/e2e-finder-data';
import { dismissToasts } from '../support/e2e-owner';
import { useE2eSession } from '../support/e2e-session';

// Lot features (PRODUCT.md, "Lot features and ratings"): the owner sets a charger and a height
// limit in the lot's form; a driver filters the list and the map by "EV charging" (a link's
// ?ev=1, the chip, kept over a reload), and a van too tall for a lot does not see it, or sees it
// marked "Too tall" when asking for all. Each language has its own lots, kilometres apart.
const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
const e2e = useE2eSession({ tiles: true, admin });

const words = {
  ro: {
    ev: 'Încărcare EV',
    connector: 'Conector',
    power: 'Putere (kW)',
    height: /^Înălțime maximă/,
    save: 'Salvează modificările',
    evType2: 'Încărcare EV Type 2, 7,4 kW',
    evCcs: 'Încărcare EV CCS, 50 kW',
    maxHeight: 'Înălțime max. 210 cm',
    covered: 'Acoperit',
    filters: 'Filtre',
    map: 'Hartă',
    list: 'Listă',
    fit: 'Să încapă mașina mea',
    showAll: 'Arată și locurile în care nu încape',
    tooTall: 'Prea înalt',
    reserve: 'Rezervă',
  },
  en: {
    ev: 'EV charging',
    connector: 'Connector',
    power: 'Power (kW)',
    height: /^Maximum height/,
    save: 'Save changes',
    evType2: 'EV charging Type 2, 7.4 kW',
    evCcs: 'EV charging CCS, 50 kW',
    maxHeight: 'Max. height 210 cm',
    covered: 'Covered',
    filters: 'Filters',
    map: 'Map',
    list: 'List',
    fit: 'Must fit my car',
    showAll: 'Also show lots it does not fit',
    tooTall: 'Too tall',
    reserve: 'Reserve',
  },
};

describe('lot features', () => {
  for (const [index, language] of (['ro', 'en'] as const).entries()) {
    const w = words[language];

    it(`are set by the owner and filter the list and the map, and a too tall car (${language})`, async () => {
      const owner = await registerAccount(e2e.server.url, { name: `Ioana Proprietar ${language}` });
      const east = index * 3000;
      const seed = (identifier: string, north: number, dx: number, extra: Record<string, unknown> = {}) =>
        seedLot(e2e.server.url, owner.token, { identifier, zone: 'Centru', north, east: east + dx, extra });
      // A charger set through the API, a lot the owner gives a charger and a height limit
      // through the form below, and two without a charger.
      const lots: Record<string, SeededLot> = {
        charger: await seed(`EV-${language}1`, 10, -10, {
          features: { ev_charging: { connector: 'type2', kw: 7.4 }, covered: true },
        }),
        edited: await seed(`EV-${language}2`, -10, -10),
        plain: await seed(`P-${language}3`, 10, 10),
        accessible: await seed(`P-${language}4`, -10, 10, { features: { accessible: true, gated: true } }),
      };
      const ids = (...names: string[]) => names.map((n) => lots[n]!.id).sort((a, b) => a - b);

      // The owner's features editor: EV charging (CCS, 50 kW) and a maximum height of 210 cm.
      const ownerContext = await newPhoneContext(e2e.browser, e2e.server.url);
      try {
        const page = await ownerContext.newPage();
        await signInWithSession(page, owner, language, `/parking-lots/${lots.edited!.id}/edit`);
        await page.getByLabel(w.ev).check();
        await page.getByLabel(w.connector).selectOption('ccs');
        await page.getByLabel(w.power).fill('50');
        await page.getByLabel(w.height).fill('210');
        await page.getByLabel(w.power).scrollIntoViewIfNeeded();
        await saveScreenshot(page, `lot-features-editor-${language}`);
        await page.getByRole('button', { name: w.save }).click();
        await page.waitForURL((url) => url.pathname === `/parking-lots/${lots.edited!.id}`);
        const facts = page.locator('.lot-features');
        await facts.getByText(w.evCcs).waitFor();
        await facts.getByText(w.maxHeight).waitFor();
        await dismissToasts(page);
        await facts.scrollIntoViewIfNeeded();
        await saveScreenshot(page, `lot-features-lot-page-${language}`);
        const stored = await callApi<{ features: { ev_charging: unknown }; max_height_cm: number | null }>(
          e2e.server.url,
          owner.token,
          'GET',
          `parking-lots/${lots.edited!.id}`,
        );
        expect(stored).toMatchObject({ features: { ev_charging: { connector: 'ccs', kw: 50 } }, max_height_cm: 210 });
      } finally {
        await ownerContext.close();
      }

      // A driver with a van 250 cm tall besides the car newDriver gives.
      const driver = await newDriver(e2e.server.url, e2e.adminToken, { language, name: `Mihai Șofer ${language}` });
      const { data: van } = await callApi<{ data: { id: number } }>(
        e2e.server.url,
        driver.token,
        'POST',
        'automobiles',
        {
          registration_number: `B 25${index} VAN`,
          make: 'Ford',
          model: 'Transit',
          height_cm: 250,
        },
      );
      const page = e2e.page;
      const centre = `lat=${CENTRE.lat}&lng=${lots.charger!.longitude + 0.00013}`;
      // The list reaches kilometres around: the other language's lots are left out of the count.
      const ours = new Set(ids('charger', 'edited', 'plain', 'accessible'));
      const shownCards = async () =>
        (
          await page
            .locator('.lot-card')
            .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.lotId)))
        )
          .filter((id) => ours.has(id))
          .sort((a, b) => a - b);
      const card = (name: string) => page.locator(`.lot-card[data-lot-id="${lots[name]!.id}"]`);
      const evChip = page.getByRole('button', { name: w.ev });
      const openFilters = async () => {
        const toggle = page.getByRole('button', { name: w.filters });
        if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
      };

      // A link with ?ev=1 turns the filter on: only the chargers are listed.
      await signInWithSession(page, driver, language, `/?${centre}&zoom=18&mode=list&ev=1`);
      await expect.poll(shownCards, { timeout: 30_000 }).toEqual(ids('charger', 'edited'));
      await openFilters();
      expect(await evChip.getAttribute('aria-pressed')).toBe('true');
      // Off through the chip: every lot; on again: the chargers.
      await evChip.click();
      await expect.poll(shownCards, { timeout: 15_000 }).toEqual(ids('charger', 'edited', 'plain', 'accessible'));
      await evChip.click();
      await expect.poll(shownCards, { timeout: 15_000 }).toEqual(ids('charger', 'edited'));
      await card('charger').getByText(w.evType2).waitFor();
      await card('charger').getByText(w.covered).waitFor();
      await card('edited').getByText(w.evCcs).waitFor();
      await card('edited').getByText(w.maxHeight).waitFor();
      // A figure keeps its unit on its line.
      expect(await card('edited').locator('[data-feature="height"]').innerText()).toBe(
        w.maxHeight.replace(' cm', '\u00a0cm'),
      );
      await saveScreenshot(page, `lot-features-list-ev-${language}`);

      // Kept over a reload (the finder's saved state), on the list and on the map.
      await page.reload();
      await expect.poll(shownCards, { timeout: 30_000 }).toEqual(ids('charger', 'edited'));
      // The map, opened on the lots by a link that names no filter: the saved one still applies.
      await page.goto(`/?${centre}&zoom=19&mode=map`);
      await expect.poll(() => page.locator('.finder-map').getAttribute('data-zoom'), { timeout: 30_000 }).toBe('19.0');
      const markers = () =>
        page
          .locator('.lot-marker')
          .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.lotId)).sort((a, b) => a - b));
      await expect.poll(markers, { timeout: 15_000 }).toEqual(ids('charger', 'edited'));
      await page.waitForTimeout(800);
      await saveScreenshot(page, `lot-features-map-ev-${language}`);

      // The van is taller than the edited lot allows: left out, then shown marked "Too tall".
      await page.getByRole('button', { name: w.list }).click();
      await openFilters();
      await page.getByLabel(w.fit).selectOption(String(van.id));
      await expect.poll(shownCards, { timeout: 15_000 }).toEqual(ids('charger'));
      await page.getByLabel(w.showAll).check({ force: true });
      await expect.poll(shownCards, { timeout: 15_000 }).toEqual(ids('charger', 'edited'));
      const warning = card('edited').locator('[data-feature="too-tall"]');
      expect(await warning.innerText()).toBe(w.tooTall);
      expect(await card('charger').locator('[data-feature="too-tall"]').count()).toBe(0);
      await page.getByRole('button', { name: w.filters }).click();
      await card('edited').scrollIntoViewIfNeeded();
      await saveScreenshot(page, `lot-features-too-tall-${language}`);

      // The sheet says the same, with the lot's features in words.
      await card('edited').getByRole('button', { name: w.reserve }).click();
      const panel = page.locator('.lot-panel');
      await panel.getByText(w.tooTall).waitFor();
      await panel.getByText(w.evCcs).waitFor();
      await panel.getByText(w.maxHeight).waitFor();
      await saveScreenshot(page, `lot-features-sheet-${language}`);
    }, 240_000);
  }
});
