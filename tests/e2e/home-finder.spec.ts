import { copyFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DateTime } from 'luxon';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserZone, newPhoneContext, saveScreenshot } from '../support/browser';
import { registerAccount, signInWithSession } from '../support/e2e-accounts';
import { apiLogin } from '../support/e2e-api';
import { apiCall, grantCredits } from '../support/e2e-booking';
import {
  CENTRE,
  newDriver,
  reserveThroughApi,
  seedLocation,
  seedLot,
  type Driver,
  type SeededLot,
} from '../support/e2e-finder-data';
import { useE2eSession } from '../support/e2e-session';

const admin = { email: 'admin@example.test', password: 'admin-parola-1' };
const DESTINATION = { name: 'Gara de Nord, București', lat: 44.4467, lon: 26.0746 };
const e2e = useE2eSession({
  tiles: true,
  places: [DESTINATION],
  env: (tiles) => ({ TILE_URL: tiles?.template ?? '', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
});
let adminToken: string;
const lots: Record<string, SeededLot> = {};

beforeAll(async () => {
  adminToken = await apiLogin(e2e.server.url, admin.email, admin.password);
  const owner = await registerAccount(e2e.server.url, { name: 'Ioana Proprietar' });
  const location = await seedLocation(e2e.server.url, adminToken, 'Parcarea Universității', 0, 0);
  const seeds = [
    { identifier: 'N-201', zone: 'Nord', north: -25, east: 20 },
    { identifier: 'S-301', zone: 'Sud', north: -25, east: -20 },
    { identifier: 'A-101', zone: 'Centru', north: 25, east: -20 },
    { identifier: 'V-401', zone: 'Vest', north: 25, east: 20 },
    { identifier: 'Z-601', zone: 'Zona Roșie', north: -8, east: 30 },
    { identifier: 'M-501', zone: 'Centru', north: 8, east: -10, orientation: 90, locationId: location.id },
    { identifier: 'M-502', zone: 'Centru', north: 8, east: 0, orientation: 180, locationId: location.id },
    {
      identifier: 'M-503',
      zone: 'Centru',
      north: 8,
      east: 10,
      orientation: 270,
      locationId: location.id,
      untilHours: 6,
    },
  ];
  for (const seed of seeds) lots[seed.identifier] = await seedLot(e2e.server.url, owner.token, seed);
  // Lots booked "now" by the tests of "now" and of the map links (one per test: a booking takes a lot).
  for (const [identifier, east] of [
    ['T-701', 40],
    ['T-702', 45],
    ['T-703', 50],
    ['T-704', 55],
    ['T-705', 60],
    ['T-706', 65],
  ] as const)
    lots[identifier] = await seedLot(e2e.server.url, owner.token, { identifier, zone: 'Est', north: -40, east });
  // A car park whose lots stretch 70 m east of its entrance (the location's point): centred on
  // the entrance at zoom 19 (a phone shows about 38 m across), the far ones fall off the screen;
  // they all fit only below 19, where lots of other places do not show.
  station = await seedLocation(e2e.server.url, adminToken, 'Parcarea Gării', 50, -60);
  for (const [identifier, east] of [
    ['G-801', 10],
    ['G-802', 40],
    ['G-803', 70],
  ] as const)
    lots[identifier] = await seedLot(e2e.server.url, owner.token, {
      identifier,
      zone: 'Gară',
      north: 45,
      east: -60 + east,
      locationId: station.id,
    });
});
let station: { id: number };

const lotId = (identifier: string) => lots[identifier]!.id;
const card = (identifier: string) => e2e.page.locator(`.lot-card[data-lot-id="${lotId(identifier)}"]`);
const panel = () => e2e.page.locator('.lot-panel');
const shownCards = () =>
  e2e.page
    .locator('.lot-card')
    .evaluateAll((nodes) => nodes.map((n) => Number((n as HTMLElement).dataset.lotId)).sort((a, b) => a - b));
const idsOf = (...identifiers: string[]) => identifiers.map(lotId).sort((a, b) => a - b);

/**
 * A new driver (credits, one automobile), signed in without the login screen: the finder is
 * under test here, signing in through the login screen is auth-guards.spec.ts's.
 */
async function signIn(options: { language?: 'ro' | 'en' } = {}): Promise<Driver> {
  const driver = await newDriver(e2e.server.url, adminToken, options);
  await signInWithSession(e2e.page, driver, options.language ?? 'ro');
  return driver;
}

/** Unfolds the compact filter bar (identifier, zone, alternative period). */
async function openFilters(name = 'Filtre') {
  const toggle = e2e.page.getByRole('button', { name });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Unfolds the one-line time range at the bottom (the From and To pickers). */
async function openRange() {
  const toggle = e2e.page.getByTestId('range-line').locator('xpath=..');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** The list searching tomorrow from `hour`:00 for an hour, a range planned in this visit (as the pickers save it). */
async function planTomorrow(hour: number) {
  const from = DateTime.now().setZone(browserZone).plus({ days: 1 }).set({ hour, minute: 0 });
  await e2e.page.evaluate(
    ([start, end]) => {
      const saved = JSON.parse(localStorage.getItem('finder') ?? '{}') as object;
      const range = { from: start, to: end, followsNow: false };
      localStorage.setItem('finder', JSON.stringify({ ...saved, mode: 'list', range, savedAt: Date.now() }));
    },
    [from.toFormat('yyyy-MM-dd HH:mm'), from.plus({ hours: 1 }).toFormat('yyyy-MM-dd HH:mm')] as const,
  );
  await e2e.page.goto('/');
  return from;
}

async function myReservations(driver: Driver) {
  const answer = await apiCall<{
    data: {
      id: number;
      start_time: string;
      parking_lot_id: number;
      automobile_id: number | null;
      automobile_registration: string;
      visitor_phone: string | null;
      credits_reserved: number;
    }[];
  }>(e2e.server.url, driver.token, 'GET', 'reservations?type=sent');
  return answer.data;
}

/**
 * For each lot: is its marker on the screen and on top at its centre (nothing covers it: not
 * the top bar, a notice, the zoom buttons, the locate button nor the sheet)? 'ok' or why not.
 */
async function markersOnTop(...identifiers: string[]): Promise<string[]> {
  return e2e.page.evaluate(
    (ids) =>
      ids.map((id) => {
        const marker = document.querySelector(`.lot-marker[data-lot-id="${id}"]`);
        if (!marker) return `${id}: not drawn`;
        const box = marker.getBoundingClientRect();
        const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
        // Whole, label included.
        if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
          return `${id}: off screen`;
        const top = document.elementFromPoint(x, y);
        return top && marker.contains(top) ? 'ok' : `${id}: under ${top?.className || top?.tagName}`;
      }),
    identifiers.map((identifier) => String(lotId(identifier))),
  );
}

/** Every marker ends up on top once the map has stopped moving (it flies for 600 ms). */
async function expectMarkersOnTop(...identifiers: string[]) {
  const ok = identifiers.map(() => 'ok');
  await expect.poll(() => markersOnTop(...identifiers), { timeout: 10_000 }).toEqual(ok);
  await e2e.page.waitForTimeout(800);
  expect(await markersOnTop(...identifiers)).toEqual(ok);
}

/** The position the e2e.browser reports: at the seeded lots, 25 m accurate. */
async function grantPosition() {
  await e2e.context.grantPermissions(['geolocation'], { origin: e2e.server.url });
  await e2e.context.setGeolocation({ latitude: CENTRE.lat, longitude: CENTRE.lng, accuracy: 25 });
}

describe('the list', () => {
  it('searches by zone and by identifier, sending only_available, the range and the bounds', async () => {
    await signIn();
    await card('M-501').waitFor();
    expect(await e2e.page.getByRole('button', { name: 'Listă' }).getAttribute('aria-pressed')).toBe('true');

    const zoneSearch = e2e.page.waitForRequest(
      (r) => r.url().includes('/api/parking-finder') && new URL(r.url()).searchParams.get('zone') === 'Nord',
    );
    await openFilters();
    await e2e.page.getByRole('searchbox', { name: 'Zonă' }).fill('Nord');
    const params = new URL((await zoneSearch).url()).searchParams;
    expect(params.get('only_available')).toBe('1');
    expect(params.get('alternative_period')).toBe('0');
    expect(params.get('from')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:00$/);
    expect(params.get('southWest[lat]')).not.toBeNull();
    expect(Number(params.get('northEast[lat]'))).toBeGreaterThan(CENTRE.lat);
    await expect.poll(shownCards).toEqual(idsOf('N-201'));
    // For the searched range ("now"): free now, and until when (an open window has no end).
    await expect.poll(() => card('N-201').innerText()).toContain('Liber acum, fără limită');

    await e2e.page.getByRole('button', { name: 'Golește Zonă' }).click();
    const identifierSearch = e2e.page.waitForRequest(
      (r) => r.url().includes('/api/parking-finder') && new URL(r.url()).searchParams.get('identifier') === 'M-50',
    );
    await e2e.page.getByRole('searchbox', { name: 'Identificator' }).fill('M-50');
    await identifierSearch;
    await expect.poll(shownCards).toEqual(idsOf('M-501', 'M-502', 'M-503'));
    expect(await card('M-501').innerText()).toContain('Parcarea Universității');

    await e2e.page.getByRole('searchbox', { name: 'Identificator' }).fill('nu-exista');
    await e2e.page.getByText('Niciun loc de parcare disponibil pentru criteriile selectate.').waitFor();
  });

  it('reserves with a saved automobile, with an idempotency key, and offers to open the reservation', async () => {
    const driver = await signIn();
    await card('A-101').getByRole('button', { name: 'Rezervă' }).click();
    await panel().waitFor();
    expect(await e2e.page.locator('.finder__middle').getAttribute('data-sheet')).toBe('open');
    expect(await e2e.page.getByRole('button', { name: 'Listă' }).count()).toBe(0);
    expect(await panel().getByLabel('Automobil').inputValue()).toBe(String(driver.automobileId));
    await expect
      .poll(() => e2e.page.getByTestId('credits-line').innerText())
      .toMatch(/Credite necesare:\s*59[\s\S]*Soldul tău:\s*500/);

    const posted = e2e.page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/reservations'));
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await posted).headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await panel().getByText('Rezervare creată').first().waitFor();

    const [reservation] = await myReservations(driver);
    expect(reservation).toMatchObject({
      parking_lot_id: lotId('A-101'),
      automobile_id: driver.automobileId,
      credits_reserved: 59,
    });
    expect(await panel().getByRole('link', { name: 'Deschide rezervarea' }).first().getAttribute('href')).toBe(
      `/reservations/${reservation!.id}`,
    );
    await panel()
      .getByText('Ai deja o rezervare activă pentru acest loc de parcare pentru automobilul B100ABC')
      .waitFor();

    await panel().getByRole('button', { name: 'Închide' }).click();
    expect(await panel().count()).toBe(0);
    // The booked lot is no longer free for this range: the refreshed list drops it.
    await expect.poll(() => card('A-101').count()).toBe(0);
  });

  it('reserves as a visitor; choosing a saved automobile clears the visitor fields', async () => {
    const driver = await signIn();
    await card('V-401').click();
    const registration = panel().getByLabel('Număr de înmatriculare');
    const phone = panel().getByLabel('Telefonul vizitatorului');
    await panel().getByLabel('Automobil').selectOption({ label: 'Vizitator (altă mașină)' });
    await registration.fill('  b 55 xyz');
    expect(await registration.inputValue()).toBe('b 55 xyz');
    await phone.fill('0722 123 456');
    await panel().getByLabel('Automobil').selectOption(String(driver.automobileId));
    expect(await registration.count()).toBe(0);
    await panel().getByLabel('Automobil').selectOption({ label: 'Vizitator (altă mașină)' });
    expect(await registration.inputValue()).toBe('');
    expect(await phone.inputValue()).toBe('');

    await panel().getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByText('Automobilul este obligatoriu').first().waitFor();
    expect(await myReservations(driver)).toEqual([]);

    await registration.fill('b 55 xyz');
    await phone.fill('0722 123 456');
    await saveScreenshot(e2e.page, 'home-visitor-form-ro');
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByText('Rezervare creată').first().waitFor();
    const [reservation] = await myReservations(driver);
    expect(reservation).toMatchObject({
      parking_lot_id: lotId('V-401'),
      automobile_id: null,
      automobile_registration: 'B55XYZ',
      visitor_phone: '0722123456',
    });
  });

  it("shows the e2e.server's overlap error on the lot when someone booked it meanwhile", async () => {
    const driver = await signIn();
    await card('S-301').click();
    await panel().getByRole('button', { name: 'Rezervă' }).waitFor();
    const rival = await newDriver(e2e.server.url, adminToken, { name: 'Radu Grabă' });
    await reserveThroughApi(e2e.server.url, rival, lotId('S-301'), DateTime.now().plus({ minutes: 5 }), 30);

    const answer = e2e.page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'),
    );
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await answer).status()).toBe(409);
    const fieldError = panel().locator('#reservation-lot-error');
    await fieldError.waitFor();
    expect((await fieldError.innerText()).trim()).toBe('Acest loc de parcare este deja rezervat în acel interval.');
    expect(await myReservations(driver)).toEqual([]);
  });

  it('books a lot booked now again for tomorrow 15:00-16:00, then searches from "now" again', async () => {
    const place = 'T-704';
    // Booked before the app starts: a booking made elsewhere after it has loaded shows once
    // its saved answers go stale.
    const driver = await newDriver(e2e.server.url, adminToken);
    await reserveThroughApi(e2e.server.url, driver, lotId(place), DateTime.now(), 30);
    // Now: its sheet tells the driver who already reserved it, instead of the form.
    await signInWithSession(e2e.page, driver, 'ro', `/?lot=${lotId(place)}`);
    await panel()
      .getByText('Ai deja o rezervare activă pentru acest loc de parcare pentru automobilul B100ABC')
      .waitFor();
    expect(await panel().getByRole('button', { name: 'Rezervă' }).count()).toBe(0);

    // Tomorrow 15:00-16:00, a range planned in this visit.
    await planTomorrow(15);
    await expect.poll(() => e2e.page.getByTestId('range-line').innerText()).toBe('Mâine 15:00–16:00');
    await card(place).waitFor();
    expect(await card(place).getByText('Rezervat de tine').count()).toBe(0);
    await card(place).getByRole('button', { name: 'Rezervă' }).click();
    expect(
      await panel()
        .getByText('Ai deja o rezervare activă pentru acest loc de parcare pentru automobilul B100ABC')
        .count(),
    ).toBe(0);
    const answer = e2e.page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'),
    );
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await answer).status()).toBe(201);
    await panel().getByText('Rezervare creată').first().waitFor();
    const booked = (await myReservations(driver)).filter((r) => r.parking_lot_id === lotId(place));
    expect(booked.map((r) => r.start_time.slice(11, 16)).sort()).toContain('15:00');
    expect(booked).toHaveLength(2);

    // Booked: the finder searches from "now" again, after a reload too.
    await expect.poll(() => e2e.page.getByTestId('range-line').innerText()).toMatch(/^Acum–(Mâine )?\d\d:\d\d$/);
    await expect.poll(() => card('M-501').innerText()).toContain('Liber acum');
    await saveScreenshot(e2e.page, 'home-booked-tomorrow-ro');
    await e2e.page.reload();
    await expect.poll(() => e2e.page.getByTestId('range-line').innerText()).toMatch(/^Acum–(Mâine )?\d\d:\d\d$/);
  });

  // The booking flows above and in '"now" that stays now' are walked in Romanian; in English,
  // only their words, on the same screens, once.
  it('says booking "now" and for tomorrow in English', async () => {
    // T-706 booked now before the app starts (see the Romanian test).
    const driver = await newDriver(e2e.server.url, adminToken, { language: 'en' });
    await reserveThroughApi(e2e.server.url, driver, lotId('T-706'), DateTime.now(), 30);
    await signInWithSession(e2e.page, driver, 'en');
    // "Now" as searched at the start, and as picked: the range line, the picker, the sheet.
    await expect.poll(() => card('M-501').innerText()).toContain('Free now');
    await openRange();
    await e2e.page.getByRole('button', { name: /^From / }).click();
    const dialog = e2e.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Now', exact: true }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // An hour from now: after 23:00 the end is tomorrow, and the line says so.
    expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/^Now–(Tomorrow )?\d\d:\d\d$/);
    expect((await e2e.page.getByRole('button', { name: /^From / }).innerText()).trim()).toBe('Now');
    await card('T-702').getByRole('button', { name: 'Reserve' }).click();
    await expect.poll(() => panel().getByTestId('booked-range').innerText()).toMatch(/^Now – /);
    await e2e.page.waitForTimeout(400);
    await saveScreenshot(e2e.page, 'home-now-en');

    // A lot the driver booked for now: its sheet says so instead of the form.
    await e2e.page.goto(`/?lot=${lotId('T-706')}`);
    await panel()
      .getByText('You already have an active reservation for this parking lot for automobile B100ABC')
      .waitFor();
    expect(await panel().getByRole('button', { name: 'Reserve' }).count()).toBe(0);

    // Tomorrow 15:00-16:00, planned in this visit.
    await planTomorrow(15);
    await expect.poll(() => e2e.page.getByTestId('range-line').innerText()).toBe('Tomorrow 15:00–16:00');
    await card('T-706').waitFor();
    expect(await card('T-706').getByText('Reserved by you').count()).toBe(0);
    await card('T-706').getByRole('button', { name: 'Reserve' }).click();
    const answer = e2e.page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'),
    );
    await panel().getByRole('button', { name: 'Reserve' }).click();
    expect((await answer).status()).toBe(201);
    await panel().getByText('Reservation created').first().waitFor();
    await saveScreenshot(e2e.page, 'home-booked-tomorrow-en');
  });

  it('shows why "Rezervă" refused next to it in the half-open sheet, announced: no car, too few credits, taken meanwhile', async () => {
    /** Where the refusal is: on the screen, in the sheet, above the button and not under it, in a live region. */
    const placeOfRefusal = () =>
      e2e.page.evaluate(() => {
        const alert = document.querySelector('[data-testid="booking-refusal"] .alert');
        const button = document.querySelector('.reservation-form__submit button[type="submit"]');
        const sheet = document.querySelector('.lot-panel');
        if (!alert || !button || !sheet) return 'missing';
        const box = alert.getBoundingClientRect();
        const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        const sheetBox = sheet.getBoundingClientRect();
        return {
          onScreen: box.top >= 0 && box.bottom <= innerHeight && box.left >= 0 && box.right <= innerWidth,
          inSheet: box.top >= sheetBox.top && box.bottom <= sheetBox.bottom,
          aboveButton: box.bottom <= button.getBoundingClientRect().top + 0.5,
          onTop: Boolean(under && alert.contains(under)),
          live: Boolean(alert.closest('[role="alert"], [aria-live="assertive"], [aria-live="polite"]')),
          halfOpen: sheet.getAttribute('data-expanded') === null,
        };
      });
    const shownWell = { onScreen: true, inSheet: true, aboveButton: true, onTop: true, live: true, halfOpen: true };

    // A new account: no car.
    const newcomer = await registerAccount(e2e.server.url, { name: 'Dan Nou' });
    await signInWithSession(e2e.page, newcomer);
    await card('Z-601').getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    const refusal = panel().getByTestId('booking-refusal');
    await refusal.getByText('Automobilul este obligatoriu').waitFor();
    expect(await refusal.getByRole('link', { name: 'Adaugă un automobil' }).getAttribute('href')).toBe(
      '/automobiles/add',
    );
    expect(await placeOfRefusal()).toEqual(shownWell);
    await saveScreenshot(e2e.page, 'home-refusal-no-car-ro');

    // A car and 10 credits: 59 needed, 49 missing, and where to get them.
    const driver = await registerAccount(e2e.server.url, { name: 'Ilie Puțin' });
    await grantCredits(e2e.server.url, adminToken, driver.userId, 10, 'Credite de test');
    await apiCall(e2e.server.url, driver.token, 'POST', 'automobiles', { registration_number: 'B 200 ABC' });
    await e2e.page.evaluate(() => localStorage.clear());
    await signInWithSession(e2e.page, driver);
    await card('Z-601').getByRole('button', { name: 'Rezervă' }).click();
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    await refusal.getByText('Îți mai trebuie 49 de credite pentru această rezervare.').waitFor();
    expect(await refusal.getByRole('link', { name: 'Obține credite' }).getAttribute('href')).toBe('/credits');
    expect(await placeOfRefusal()).toEqual(shownWell);
    await saveScreenshot(e2e.page, 'home-refusal-credits-ro');

    // In English, the server's refusal: the lot was booked by someone else while the sheet was open.
    const late = await newDriver(e2e.server.url, adminToken, { language: 'en', name: 'Ann Late' });
    await e2e.page.evaluate(() => localStorage.clear());
    await signInWithSession(e2e.page, late, 'en');
    await card('T-705').getByRole('button', { name: 'Reserve' }).click();
    const quicker = await newDriver(e2e.server.url, adminToken, { name: 'Radu Rapid' });
    await reserveThroughApi(e2e.server.url, quicker, lotId('T-705'), DateTime.now(), 60);
    await panel().getByRole('button', { name: 'Reserve' }).click();
    await refusal.getByText('This parking lot is already reserved for that time.').waitFor();
    expect(await placeOfRefusal()).toEqual(shownWell);
    await saveScreenshot(e2e.page, 'home-refusal-taken-en');
  });
});

describe('the map', () => {
  it('paints tiles, shows locations, then coloured lot markers from zoom 19; a marker opens the panel', async () => {
    await grantPosition();
    const driver = await signIn();
    await reserveThroughApi(
      e2e.server.url,
      driver,
      lotId('M-502'),
      DateTime.now().plus({ days: 1 }).set({ hour: 7, minute: 0 }),
      60,
    );
    const before = e2e.tiles.requests.length;
    // The map asks for its own answer (markers only, each location once).
    const mapAnswer = e2e.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/parking-finder/map');
    await e2e.page.getByRole('button', { name: 'Hartă' }).click();
    await e2e.page.locator('.finder-map canvas').waitFor();
    const markers = (await (await mapAnswer).json()) as { data: unknown[][]; locations: unknown[] };
    expect(markers.data.length).toBeGreaterThan(0);
    expect(markers.data.every((m) => Array.isArray(m) && m.length === 8)).toBe(true);
    await expect
      .poll(() => e2e.page.getByTestId('zoom-hint').innerText())
      .toMatch(/Mărește harta pentru a vedea locurile de parcare \(zoom 18\)/);
    await e2e.page.locator('.location-marker').first().waitFor();
    expect(await e2e.page.locator('.lot-marker').count()).toBe(0);
    await e2e.page.locator('.gps-dot').waitFor();
    await expect.poll(() => e2e.tiles.requests.length - before).toBeGreaterThan(0);
    expect(e2e.tiles.requests.every((url) => Number(url.split('/')[1]) <= 18)).toBe(true);

    await e2e.page.locator('.maplibregl-ctrl-zoom-in').click();
    const colourOf = (identifier: string) =>
      e2e.page.locator(`.lot-marker[data-lot-id="${lotId(identifier)}"]`).getAttribute('data-colour');
    await expect.poll(() => colourOf('M-501')).toBe('green');
    await expect.poll(() => e2e.page.locator('.finder-map').getAttribute('data-zoom')).toBe('19.0');
    // Booked by the driver tomorrow only: bookable now, so not marked as theirs (blue is for a
    // booking that overlaps the searched range).
    expect(await colourOf('M-502')).toBe('green');
    expect(await colourOf('M-503')).toBe('orange');
    expect(await e2e.page.getByTestId('zoom-hint').count()).toBe(0);
    // Tiles stop at 18: zoom 19 over-scales them instead of asking for more.
    expect(e2e.tiles.requests.every((url) => Number(url.split('/')[1]) <= 18)).toBe(true);

    const tilePixels = await e2e.page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.finder-map canvas');
      if (!canvas) return 0;
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d');
      if (!ctx) return 0;
      ctx.drawImage(canvas, 0, 0);
      const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
      let matching = 0;
      // Painted tile pixels: opaque and light green-grey like the tile server's fill (also
      // under the blue accuracy circle); an unpainted canvas is transparent.
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3] === 255 && data[i + 1]! >= 200 && data[i + 1]! > data[i]!) matching += 1;
      return matching / (data.length / 4);
    });
    expect(tilePixels).toBeGreaterThan(0.6);

    // The sheet fetches the lot's full record: a marker carries what the map draws only.
    const record = e2e.page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/parking-finder/lots/${lotId('M-501')}`,
    );
    await e2e.page.locator(`.lot-marker[data-lot-id="${lotId('M-501')}"]`).click();
    expect((await record).status()).toBe(200);
    await panel().getByText('M-501').waitFor();
    await panel().getByRole('button', { name: 'Rezervă' }).waitFor();
  });

  it("fits a location's lots, from its popup, where nothing covers them", async () => {
    await signIn();
    await e2e.page.getByRole('button', { name: 'Hartă' }).click();
    // Zoomed out a step, the car park's entrance is on screen.
    await e2e.page.locator('.maplibregl-ctrl-zoom-out').click();
    await expect.poll(() => e2e.page.locator('.finder-map').getAttribute('data-zoom')).toBe('17.0');
    await e2e.page.locator(`.location-marker[data-location-id="${station.id}"]`).click();
    const popup = e2e.page.locator('.location-popup');
    await popup.getByText('Parcarea Gării').waitFor();
    expect(await popup.innerText()).toContain('Acces public');
    expect(await popup.innerText()).toContain('3 locuri de parcare găsite');
    await popup.getByRole('button', { name: 'Vezi pe hartă' }).click();
    await expectMarkersOnTop('G-801', 'G-802', 'G-803');
    await saveScreenshot(e2e.page, 'home-map-location-fit-ro');
  });

  it('fits them from /locations too (in English)', async () => {
    const driver = await signIn({ language: 'en' });
    await apiCall(e2e.server.url, adminToken, 'POST', `admin/locations/${station.id}/users/${driver.userId}`);
    await e2e.page.goto('/locations');
    const entry = e2e.page.locator('.location-card', { hasText: 'Parcarea Gării' });
    await entry.getByRole('link', { name: 'View on map' }).click();
    await expect.poll(() => new URL(e2e.page.url()).search).toBe('');
    await expectMarkersOnTop('G-801', 'G-802', 'G-803');
    await saveScreenshot(e2e.page, 'home-map-location-fit-en');
  });

  it("shows a reservation's lot from its page, above the sheet, though the search does not find it", async () => {
    const driver = await signIn();
    const reservation = await reserveThroughApi(e2e.server.url, driver, lotId('T-703'), DateTime.now(), 60);
    await e2e.page.goto(`/reservations/${reservation.id}`);
    await e2e.page.getByRole('link', { name: 'Vezi pe hartă' }).click();
    await panel().getByText('T-703').waitFor();
    await panel().getByText('Rezervat de tine').first().waitFor();
    await expectMarkersOnTop('T-703');
    await saveScreenshot(e2e.page, 'home-map-reservation-ro');
  });

  it('opens from a link centred on a lot, with the lot selected', async () => {
    await signIn();
    const target = lots['M-503']!;
    await e2e.page.goto(`/?lat=${target.latitude}&lng=${target.longitude}&zoom=19&lot=${lotId('M-503')}&mode=map`);
    await panel().getByText('M-503').waitFor();
    await e2e.page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
    await expect.poll(() => new URL(e2e.page.url()).search).toBe('');
  });
});

describe('for one thumb', () => {
  it('shows three whole cards at 360x740 under the compact bars, and the zone once', async () => {
    await signIn();
    await card('Z-601').waitFor();
    const whole = await e2e.page.locator('.lot-card').evaluateAll((nodes) => {
      const list = document.querySelector('.finder__middle')!.getBoundingClientRect();
      return nodes.filter((n) => {
        const box = n.getBoundingClientRect();
        return box.top >= list.top && box.bottom <= list.bottom;
      }).length;
    });
    expect(whole).toBeGreaterThanOrEqual(3);
    expect(await card('Z-601').innerText()).toContain('Zona Roșie');
    expect(await card('Z-601').innerText()).not.toMatch(/Zon[aă] Zona/);
    await card('Z-601').click();
    expect(await panel().innerText()).not.toMatch(/Zon[aă] Zona/);
  });

  it('offers Directions to the lot with its coordinates and the side to enter from', async () => {
    await signIn();
    await card('M-502').click();
    const directions = panel().getByRole('link', { name: 'Indicații de drum' });
    const href = (await directions.getAttribute('href')) ?? '';
    const target = lots['M-502']!;
    expect(href).toContain(`${target.latitude.toFixed(6)}`);
    expect(href).toContain(`${target.longitude.toFixed(6)}`);
    await panel().getByText('Intrarea dinspre sud').waitFor();
  });

  // One walk of the From picker per language: tomorrow 14:00, then the longest range line.
  for (const language of ['ro', 'en'] as const) {
    it(`picks tomorrow 14:00 as DD/MM/YYYY 14:00 with the app's picker in ${language} on an en-US browser, and keeps the time controls whole on a 320 and a 360 px wide phone`, async () => {
      await e2e.context.close();
      e2e.context = await newPhoneContext(e2e.browser, e2e.server.url, { locale: 'en-US' });
      e2e.page = await e2e.context.newPage();
      await signIn({ language });
      const words =
        language === 'ro'
          ? { from: /^De la /, next: 'Luna următoare', hour: 'Ora', minute: 'Minutul', done: 'Gata' }
          : { from: /^From /, next: 'Next month', hour: 'Hour', minute: 'Minute', done: 'Done' };
      // Tomorrow in the app's time zone: always ahead of now, whatever the hour of the run
      // (a fixed 22/11 turned into next year's after 22:00 UTC, twelve months away).
      const target = DateTime.now().setZone(browserZone).plus({ days: 1 });
      const label = target.toFormat('dd/MM/yyyy');
      const dialog = e2e.page.getByRole('dialog');
      const day = dialog.getByRole('button', { name: label, exact: true });
      /** Opens the From picker and picks tomorrow at `hour`:`minute`. */
      const pickTomorrow = async (hour: string, minute: string, screenshot?: string) => {
        await openRange();
        await e2e.page.getByRole('button', { name: words.from }).click();
        for (let i = 0; i < 2 && (await day.count()) === 0; i++)
          await dialog.getByRole('button', { name: words.next }).click();
        await day.click();
        await dialog.getByLabel(words.hour, { exact: true }).selectOption(hour);
        await dialog.getByLabel(words.minute, { exact: true }).selectOption(minute);
        if (screenshot) await saveScreenshot(e2e.page, screenshot);
        await dialog.getByRole('button', { name: words.done }).click();
      };
      await pickTomorrow('14', '00', `picker-${language}`);
      const trigger = e2e.page.getByRole('button', { name: words.from });
      expect((await trigger.innerText()).trim()).toBe(`${label} 14:00`);
      expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/14:00–14:59$/);

      // The longest range line: tomorrow 23:30 to the day after.
      await pickTomorrow('23', '30');
      for (const width of [320, 360]) {
        await e2e.page.setViewportSize({ width, height: 740 });
        const problems = await e2e.page.evaluate(() => {
          const found: string[] = [];
          const whole = (element: Element | null, name: string) => {
            if (!element) {
              found.push(`${name} missing`);
              return;
            }
            const box = element.getBoundingClientRect();
            if (box.left < 0 || box.right > innerWidth + 0.5) found.push(`${name} outside the screen`);
            if (element.scrollWidth > element.clientWidth + 1) found.push(`${name} clipped`);
          };
          whole(document.querySelector('.finder-controls__row'), 'controls row');
          whole(document.querySelector('.finder-controls__range'), 'range button');
          whole(document.querySelector('[data-testid="range-line"]'), 'range line');
          document.querySelectorAll('.finder-controls .date-time-field__trigger').forEach((trigger, i) => {
            whole(trigger, `picker ${i + 1}`);
            whole(trigger.querySelector('[data-testid="date-time-value"]'), `picker ${i + 1} value`);
          });
          return found;
        });
        expect(problems, `${width} px`).toEqual([]);
        expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/23:30–/);
        await saveScreenshot(e2e.page, `home-time-controls-${width}-${language}`);
      }
    });
  }

  it('says on each card how far the lot is from the driver, nearest first on request', async () => {
    await grantPosition();
    await signIn();
    await card('M-502').getByTestId('lot-distance').waitFor();
    // M-502 is 8 m from the position: "10 m"; every card says how far, in metres here.
    expect(await card('M-502').getByTestId('lot-distance').innerText()).toBe('10\u00a0m');
    await e2e.page.getByRole('button', { name: 'Cele mai apropiate întâi' }).click();
    const metres = async () =>
      (await e2e.page.getByTestId('lot-distance').allInnerTexts()).map((text) => Number(text.replace(/\D/g, '')));
    await expect.poll(async () => (await metres())[0]).toBe(10);
    const shown = await metres();
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    expect(shown.length).toBeGreaterThan(5);
    await saveScreenshot(e2e.page, 'home-list-distance-ro');
  });

  it('measures from the destination instead, in kilometres, and pins it on the map (in English)', async () => {
    await signIn({ language: 'en' });
    await e2e.page.getByRole('searchbox', { name: 'Destination' }).fill('Gara de');
    await e2e.page.getByRole('button', { name: DESTINATION.name }).click();
    // Gara de Nord is about 3 km from the lots.
    await expect.poll(() => card('M-502').getByTestId('lot-distance').innerText()).toMatch(/^3\.\d\u00a0km$/);
    await saveScreenshot(e2e.page, 'home-list-distance-en');
    await e2e.page.getByRole('button', { name: 'Map' }).click();
    await e2e.page.locator('.destination-pin').waitFor();
    expect(await e2e.page.locator('.destination-pin').getAttribute('aria-label')).toBe(
      `Destination: ${DESTINATION.name}`,
    );
  });

  it('moves the map to a destination found through the server (local geocoder)', async () => {
    await signIn();
    await e2e.page.getByRole('button', { name: 'Hartă' }).click();
    await e2e.page.locator('.finder-map canvas').waitFor();
    const moved = e2e.page.waitForRequest((r) => {
      if (!r.url().includes('/api/parking-finder')) return false;
      const q = new URL(r.url()).searchParams;
      const [south, north] = [Number(q.get('southWest[lat]')), Number(q.get('northEast[lat]'))];
      return south < DESTINATION.lat && DESTINATION.lat < north;
    });
    await e2e.page.getByRole('searchbox', { name: 'Destinație' }).fill('Gara de');
    await e2e.page.getByRole('button', { name: DESTINATION.name }).click();
    await moved;
    expect(e2e.geocoder!.requests.at(-1)!.query.get('q')).toBe('Gara de');
    // The device remembers it: an empty field offers it again.
    await e2e.page.getByRole('button', { name: 'Golește destinația' }).click();
    await e2e.page.getByRole('searchbox', { name: 'Destinație' }).focus();
    await e2e.page.getByText('Căutări recente').waitFor();
    await saveScreenshot(e2e.page, 'home-destination-recent-ro');
  });

  it('says so when the tile server is down, and offers the list', async () => {
    await signIn();
    e2e.tiles.failing = true;
    try {
      await e2e.page.getByRole('button', { name: 'Hartă' }).click();
      const notice = e2e.page.getByTestId('no-tiles');
      await notice.waitFor();
      expect(await notice.innerText()).toContain('Harta nu e disponibilă offline: lista funcționează în continuare.');
      await saveScreenshot(e2e.page, 'home-no-tiles-ro');
      await notice.getByRole('button', { name: 'Arată lista' }).click();
      await expect
        .poll(() => e2e.page.getByRole('button', { name: 'Listă' }).getAttribute('aria-pressed'))
        .toBe('true');
    } finally {
      e2e.tiles.failing = false;
    }
  });
});

describe('the finder state', () => {
  it('survives a reload: mode, filters and range; the selected lot does not', async () => {
    await signIn();
    await openFilters();
    await e2e.page.getByRole('searchbox', { name: 'Zonă' }).fill('Centru');
    await e2e.page.getByLabel('Perioadă alternativă').check();
    await openRange();
    await e2e.page.getByRole('button', { name: /^Până la / }).click();
    await e2e.page.getByRole('dialog').getByLabel('Ora', { exact: true }).selectOption('23');
    await e2e.page.getByRole('dialog').getByRole('button', { name: 'Gata' }).click();
    await e2e.page.getByRole('button', { name: 'Hartă' }).click();
    await e2e.page.locator('.finder-map canvas').waitFor();
    const stored = await e2e.page.evaluate(() => localStorage.getItem('finder'));
    await e2e.page.reload();
    await e2e.page.locator('.finder-map canvas').waitFor();
    expect(await e2e.page.getByRole('button', { name: 'Hartă' }).getAttribute('aria-pressed')).toBe('true');
    await openFilters('Filtre 2 active');
    expect(await e2e.page.getByRole('searchbox', { name: 'Zonă' }).inputValue()).toBe('Centru');
    expect(await e2e.page.getByLabel('Perioadă alternativă').isChecked()).toBe(true);
    expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/–(\S+ )?23:\d\d$/);
    // The same state, saved again at the app's start (savedAt: a range kept within a visit). A
    // range that follows "now" moves with the clock (a minute may turn between the two reads):
    // its length is what must survive.
    type Saved = { savedAt?: unknown; range?: { followsNow?: boolean; from: string; to: string } };
    const withoutTime = (text: string | null) => {
      const saved = JSON.parse(text ?? '{}') as Saved;
      const range = saved.range?.followsNow
        ? {
            followsNow: true,
            minutes: DateTime.fromSQL(saved.range.to).diff(DateTime.fromSQL(saved.range.from)).as('minutes'),
          }
        : saved.range;
      return { ...saved, savedAt: undefined, range };
    };
    expect(withoutTime(await e2e.page.evaluate(() => localStorage.getItem('finder')))).toEqual(withoutTime(stored));
    expect(await panel().count()).toBe(0);
  });

  it('opens the list with one search, started before the screen renders, with the saved filters', async () => {
    await signIn();
    // List mode with a saved zone, saved by this user (another user's state is not read).
    const userId = await e2e.page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').user.id as number);
    await e2e.page.evaluate(
      (id) =>
        localStorage.setItem(
          'finder',
          JSON.stringify({
            userId: id,
            mode: 'list',
            filters: { identifier: '', zone: 'Centru', alternativePeriod: false },
          }),
        ),
      userId,
    );
    // For each search, who asked (the early script, src/app/early.ts, or the app) and
    // whether the home screen was already on the page; and each date or number format made
    // (the first starts ICU: 25-90 ms of main thread).
    await e2e.page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { finderCalls: string[] }).finderCalls = calls;
      const formats: string[] = [];
      (window as unknown as { intlFormats: string[] }).intlFormats = formats;
      for (const name of ['DateTimeFormat', 'NumberFormat'] as const) {
        const original = Intl[name];
        const count = () =>
          formats.push(`${name} before the list: ${String(document.querySelector('.lot-card') === null)}`);
        Intl[name] = new Proxy(original, {
          construct: (target, args: unknown[]) => (count(), Reflect.construct(target, args) as object),
          apply: (target, self, args: unknown[]) => (count(), Reflect.apply(target, self, args) as unknown),
        }) as never;
      }
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (new URL(url, location.href).pathname === '/api/parking-finder') {
          const script = document.currentScript instanceof HTMLScriptElement ? document.currentScript.src : '';
          const by = script.includes('/assets/early-') ? 'early script' : 'app';
          calls.push(`${by}, screen rendered: ${String(document.querySelector('.finder') !== null)}`);
        }
        return original(input, init);
      };
    });
    const searches: string[] = [];
    let realtimeAskedAt = 0;
    e2e.page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/parking-finder') searches.push(r.url());
      if (r.url().includes('/assets/start-notifications-')) realtimeAskedAt ||= Date.now();
    });
    await e2e.page.reload();
    await card('M-501').waitFor();
    const listShownAt = Date.now();
    // The search went out from the early script, before the app's bundle had run, and the list
    // took its answer (primeFirstList): a list asking again would mean the two differ.
    expect(await e2e.page.evaluate(() => (window as unknown as { finderCalls: string[] }).finderCalls)).toEqual([
      'early script, screen rendered: false',
    ]);
    expect(searches).toHaveLength(1);
    // The first screen's times come from the build's zone table (src/app/lib/app-zone-table.ts).
    expect(
      (await e2e.page.evaluate(() => (window as unknown as { intlFormats: string[] }).intlFormats)).filter((f) =>
        f.endsWith('true'),
      ),
    ).toEqual([]);
    expect(new URL(searches[0]!).searchParams.get('zone')).toBe('Centru');
    expect(new URL(searches[0]!).searchParams.get('alternative_period')).toBe('0');
    // The entry starts with V8's compile hint (src/build/compile-hint.ts): its functions are
    // compiled off the main thread while it downloads, not during the first render.
    const entry = await e2e.page.evaluate(async () => {
      const src = document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src;
      return (await fetch(src)).text();
    });
    expect(entry.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    // Background work (here the real-time client's code) waits BACKGROUND_DELAY_MS (3 s) after
    // the first screen settled: the first seconds with the list belong to the driver's taps.
    await expect.poll(() => realtimeAskedAt, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(realtimeAskedAt - listShownAt).toBeGreaterThan(2_500);
  });
});

describe('"now" that stays now', () => {
  // In Romanian; its words in English are checked in 'says booking "now" and for tomorrow in English'.
  it('books "Now" picked minutes before at the moment of booking', async () => {
    const identifier = 'T-701';
    // The app's clock runs three minutes behind: "Now" is picked at its 20:19 and booked,
    // three minutes later on the same clock, at 20:22 (no real wait).
    await e2e.page.clock.install({ time: new Date(Date.now() - 3 * 60_000) });
    const driver = await signIn();
    await openRange();
    await e2e.page.getByRole('button', { name: /^De la / }).click();
    const dialog = e2e.page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Acum', exact: true }).click();
    await dialog.getByRole('button', { name: 'Gata' }).click();
    // An hour from now: after 23:00 the end is tomorrow, and the line says so.
    expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/^Acum–(Mâine )?\d\d:\d\d$/);
    expect((await e2e.page.getByRole('button', { name: /^De la / }).innerText()).trim()).toBe('Acum');
    await card(identifier).getByRole('button', { name: 'Rezervă' }).click();
    await expect.poll(() => panel().getByTestId('booked-range').innerText()).toMatch(/^Acum – /);
    await e2e.page.waitForTimeout(400);
    await saveScreenshot(e2e.page, 'home-now-ro');

    await e2e.page.clock.fastForward(3 * 60_000);
    const answer = e2e.page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/reservations'),
    );
    await panel().getByRole('button', { name: 'Rezervă' }).click();
    expect((await answer).status()).toBe(201);
    await panel().getByText('Rezervare creată').first().waitFor();
    const [reservation] = await myReservations(driver);
    const start = DateTime.fromFormat(reservation!.start_time, 'yyyy-MM-dd HH:mm:ss', { zone: 'Europe/Bucharest' });
    // Booked from the minute of booking, not from the minute "Now" was picked.
    expect(Math.abs(start.diffNow('minutes').minutes)).toBeLessThan(1.5);
  });

  it('belongs to the driver: after sign-out the next one on the phone starts from "now" and no filter', async () => {
    await signIn();
    await openFilters();
    await e2e.page.getByRole('searchbox', { name: 'Zonă' }).fill('Est');
    await openRange();
    await e2e.page.getByRole('button', { name: /^De la / }).click();
    await e2e.page.getByRole('dialog').getByRole('button', { name: '+1 h', exact: true }).click();
    await e2e.page.getByRole('dialog').getByRole('button', { name: 'Gata' }).click();
    await expect.poll(() => e2e.page.getByTestId('range-line').innerText()).toMatch(/^(Azi|Mâine) \d\d:\d\d–/);
    await expect.poll(() => e2e.page.evaluate(() => localStorage.getItem('finder'))).toContain('Est');

    await e2e.page.getByRole('button', { name: 'Meniu' }).click();
    await e2e.page.getByRole('button', { name: 'Deconectare' }).click();
    await e2e.page.waitForURL((url) => url.pathname === '/login');
    expect(await e2e.page.evaluate(() => localStorage.getItem('finder'))).toBeNull();

    await signIn();
    expect(await e2e.page.getByTestId('range-line').innerText()).toMatch(/^Acum–(Mâine )?\d\d:\d\d$/);
    expect(await e2e.page.getByRole('button', { name: 'Filtre', exact: true }).count()).toBe(1);
  });
});

// The web app manifest's screenshots (public/screenshots) are refreshed on demand only,
// so ordinary runs do not rewrite committed images: UPDATE_MANIFEST_SCREENSHOTS=1.
const updateManifestScreenshots = process.env.UPDATE_MANIFEST_SCREENSHOTS === '1';

describe('screenshots', () => {
  beforeAll(() => mkdirSync(resolve(import.meta.dirname, '../../public/screenshots'), { recursive: true }));

  for (const language of ['ro', 'en'] as const) {
    it(`of the map with markers and of the list with the panel open (${language})`, async () => {
      await grantPosition();
      const driver = await signIn({ language });
      const hour = language === 'ro' ? 9 : 11;
      await reserveThroughApi(
        e2e.server.url,
        driver,
        lotId('M-502'),
        DateTime.now().plus({ days: 1 }).set({ hour, minute: 0 }),
        60,
      );
      const reserve = language === 'ro' ? 'Rezervă' : 'Reserve';
      await card('M-501').getByRole('button', { name: reserve }).click();
      await panel().waitFor();
      await e2e.page.waitForTimeout(400);
      await saveScreenshot(e2e.page, `home-list-panel-${language}`);
      await panel()
        .getByRole('button', { name: language === 'ro' ? 'Închide' : 'Close' })
        .click();
      await e2e.page.getByRole('button', { name: language === 'ro' ? 'Hartă' : 'Map' }).click();
      await e2e.page.locator('.maplibregl-ctrl-zoom-in').click();
      await e2e.page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
      await e2e.page.waitForTimeout(1500);
      const path = await saveScreenshot(e2e.page, `home-map-${language}`);
      if (language === 'ro' && updateManifestScreenshots) {
        copyFileSync(path, resolve(import.meta.dirname, '../../public/screenshots/home-narrow.png'));
      }
    });
  }

  it('of the map on a wide screen (1280x800)', async () => {
    const wide = await e2e.browser.newContext({
      baseURL: e2e.server.url,
      viewport: { width: 1280, height: 800 },
      locale: 'ro-RO',
      timezoneId: browserZone,
    });
    await wide.grantPermissions(['geolocation'], { origin: e2e.server.url });
    await wide.setGeolocation({ latitude: CENTRE.lat, longitude: CENTRE.lng, accuracy: 25 });
    e2e.page = await wide.newPage();
    try {
      const driver = await signIn();
      await reserveThroughApi(
        e2e.server.url,
        driver,
        lotId('M-502'),
        DateTime.now().plus({ days: 1 }).set({ hour: 13, minute: 0 }),
        60,
      );
      await e2e.page.getByRole('button', { name: 'Hartă' }).click();
      await e2e.page.locator('.maplibregl-ctrl-zoom-in').click();
      await e2e.page.locator(`.lot-marker[data-lot-id="${lotId('M-503')}"]`).waitFor();
      await e2e.page.waitForTimeout(1500);
      const path = await saveScreenshot(e2e.page, 'home-map-wide-ro');
      if (updateManifestScreenshots)
        copyFileSync(path, resolve(import.meta.dirname, '../../public/screenshots/home-wide.png'));
    } finally {
      await wide.close();
    }
  });
});

describe('a card\'s "until"', () => {
  it('is when the weekly schedule closes, not the end of the window (in Romanian, then in English)', async () => {
    const place = 'W-901';
    const owner = await registerAccount(e2e.server.url, { name: 'Mihai Program' });
    const seed = { identifier: place, zone: 'Program', north: -60, east: 60, untilHours: 24 * 6 };
    lots[place] = await seedLot(e2e.server.url, owner.token, seed);
    await apiCall(e2e.server.url, owner.token, 'PUT', `parking-lots/${lotId(place)}/schedule`, {
      weekly: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from: '08:00', to: '18:00' })),
    });
    await signIn();
    const day = (await planTomorrow(16)).toFormat('dd/MM');
    await expect.poll(() => card(place).innerText()).toContain(`Liber de la ${day} 16:00, până la ${day} 18:00`);
    await card(place).scrollIntoViewIfNeeded();
    await saveScreenshot(e2e.page, 'home-until-schedule-ro');

    // The same card in English: the language changes on the open screen.
    await e2e.page.getByRole('button', { name: 'Meniu' }).click();
    await e2e.page.getByRole('dialog', { name: 'Meniu' }).getByRole('button', { name: 'English' }).click();
    await e2e.page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => card(place).innerText()).toContain(`Free from ${day} 16:00, until ${day} 18:00`);
    await card(place).scrollIntoViewIfNeeded();
    await saveScreenshot(e2e.page, 'home-until-schedule-en');
  });
});
