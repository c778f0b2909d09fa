import { generateKeyPairSync } from 'node:crypto';
import { CompactSign, compactVerify, decodeProtectedHeader, generateKeyPair, importJWK } from 'jose';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { passClaimsSchema } from '../../src/domain/pass';
import { runEndingSoon } from '../../src/server/jobs/reminders';
import { loadOrCreateSecret } from '../../src/server/lib/instance-secrets';
import { PASS_KEY_SECRET_NAME } from '../../src/server/lib/pass-signing-key';
import { createUser, type TestUser } from '../support/factories';
import { createAutomobile, grantCredits } from '../support/fixtures-parking';
import { waitForNotifications } from '../support/notifications';
import { bookedReservation, setStatus } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
// An installation whose operator gave the key (PASS_SIGNING_KEY, a PKCS#8 PEM here).
const givenKey = generateKeyPairSync('ed25519');
const configured = await createTestApp({
  PASS_SIGNING_KEY: givenKey.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string,
});
const MIN = 60_000;

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / MIN) * MIN)));
afterEach(() => clock.reset());

const getPass = (user: TestUser | null, id: number) =>
  app.inject({ method: 'GET', url: `/api/reservations/${id}/pass`, headers: user?.headers ?? {} });

const check = (user: TestUser | null, lotId: number, registration?: string) =>
  app.inject({
    method: 'GET',
    url: `/api/parking-lots/${lotId}/check`,
    query: registration === undefined ? {} : { registration },
    headers: user?.headers ?? {},
  });

async function publishedKey() {
  const config = (await app.inject({ method: 'GET', url: '/api/config' })).json();
  return { jwk: config.pass_public_key, key: await importJWK(config.pass_public_key, 'EdDSA') };
}

/** The token the QR code carries, read from the SVG rasterized (8 px a module) as a camera would. */
async function decodeQr(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 72 * 8 })
    .flatten({ background: '#ffffff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/** `token` with one character of the part at `index` (0 header, 1 payload, 2 signature) changed. */
function changeOneByte(token: string, index: number): string {
  const parts = token.split('.');
  const part = parts[index] as string;
  const at = Math.floor(part.length / 2);
  parts[index] = part.slice(0, at) + (part[at] === 'A' ? 'B' : 'A') + part.slice(at + 1);
  return parts.join('.');
}

describe('the parking pass', () => {
  it('is a JWS the published key verifies, over the reservation, and its QR code carries it', async () => {
    const { driver, lot, car, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const res = await getPass(driver, reservation.id);
    expect(res.statusCode).toBe(200);
    const { token, qr_svg } = res.json() as { token: string; qr_svg: string };
    const { jwk, key } = await publishedKey();
    expect(jwk).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(jwk).not.toHaveProperty('d');

    const verified = await compactVerify(token, key);
    expect(verified.protectedHeader).toEqual({ alg: 'EdDSA', kid: jwk.kid });
    const claims = passClaimsSchema.strict().parse(JSON.parse(new TextDecoder().decode(verified.payload)));
    const now = clock.now().getTime() / 1000;
    expect(claims).toEqual({
      rid: reservation.id,
      lot: lot.id,
      place: lot.identifier,
      registration: car.registrationNumber,
      start: now + 10 * 60,
      end: now + 70 * 60,
      iat: now,
    });
    expect(qr_svg).toMatch(/^<svg[^>]+viewBox/);
    expect(await decodeQr(qr_svg)).toBe(token);
  });

  it('fails verification for a changed byte and for a pass signed with another key', async () => {
    const { driver, reservation } = await bookedReservation(app);
    const { token } = (await getPass(driver, reservation.id)).json() as { token: string };
    const { key } = await publishedKey();
    for (const index of [0, 1, 2]) {
      await expect(compactVerify(changeOneByte(token, index), key), `part ${index}`).rejects.toThrow();
    }
    // The same claims and header, signed by anyone else's Ed25519 key.
    const other = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const { payload } = await compactVerify(token, key);
    const forged = await new CompactSign(payload)
      .setProtectedHeader({ ...decodeProtectedHeader(token), alg: 'EdDSA' })
      .sign(other.privateKey);
    await expect(compactVerify(forged, key)).rejects.toThrow('signature verification failed');
    await expect(compactVerify(token, key)).resolves.toBeTruthy();
  });

  it('is the driver’s only: the owner, an administrator and others get 404, a guest 401', async () => {
    const { owner, driver, reservation } = await bookedReservation(app);
    const admin = await createUser(app, { isAdmin: true });
    const stranger = await createUser(app);
    expect((await getPass(driver, reservation.id)).statusCode).toBe(200);
    for (const user of [owner, admin, stranger]) expect((await getPass(user, reservation.id)).statusCode).toBe(404);
    expect((await getPass(null, reservation.id)).statusCode).toBe(401);
    expect((await getPass(driver, reservation.id + 1000)).statusCode).toBe(404);
  });

  it('is not issued once the reservation is cancelled or has ended (409)', async () => {
    const cancelled = await bookedReservation(app);
    expect((await setStatus(app, cancelled.driver, cancelled.reservation.id, 'cancelled')).statusCode).toBe(200);
    const refused = await getPass(cancelled.driver, cancelled.reservation.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This reservation has ended or was cancelled: it has no pass any more.');

    const ended = await bookedReservation(app, { startIn: 5, endIn: 20 });
    clock.advance(21 * MIN);
    expect((await getPass(ended.driver, ended.reservation.id)).statusCode).toBe(409);
  });

  it('carries the new end after an extension', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 5, endIn: 35 });
    const extended = await app.inject({
      method: 'POST',
      url: `/api/reservations/${reservation.id}/extend`,
      headers: driver.headers,
      payload: { minutes: 30 },
    });
    expect(extended.statusCode).toBe(200);
    const { token } = (await getPass(driver, reservation.id)).json() as { token: string };
    const claims = JSON.parse(
      new TextDecoder().decode((await compactVerify(token, (await publishedKey()).key)).payload),
    );
    expect(claims.end).toBe(clock.now().getTime() / 1000 + 65 * 60);
  });

  it('is signed by one key, kept in the database, whatever the number of passes asked at once', async () => {
    const { driver, reservation } = await bookedReservation(app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => getPass(driver, reservation.id)));
    const { jwk, key } = await publishedKey();
    for (const answer of answers) await expect(compactVerify(answer.json().token, key)).resolves.toBeTruthy();
    const stored = JSON.parse(await loadOrCreateSecret(app.deps.db, PASS_KEY_SECRET_NAME, () => 'never used'));
    expect(stored).toMatchObject({ kty: 'OKP', crv: 'Ed25519', x: jwk.x });
  });

  it('is signed with PASS_SIGNING_KEY when it is set, and that key is the one published', async () => {
    const given = givenKey.publicKey.export({ format: 'jwk' }) as { x: string };
    const config = (await configured.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(config.pass_public_key.x).toBe(given.x);
    const { driver, reservation } = await bookedReservation(configured.app);
    const pass = await configured.app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/pass`,
      headers: driver.headers,
    });
    const key = await importJWK(config.pass_public_key, 'EdDSA');
    await expect(compactVerify(pass.json().token, key)).resolves.toBeTruthy();
    // Nothing was generated: the given key is not stored in the database.
    const stored = await loadOrCreateSecret(configured.app.deps.db, PASS_KEY_SECRET_NAME, () => 'absent');
    expect(stored).toBe('absent');
  });

  it('opens from the ending-soon notification', async () => {
    const { driver, reservation } = await bookedReservation(app, { startIn: 1, endIn: 20 });
    clock.advance(12 * MIN);
    await runEndingSoon(app.deps, clock.now());
    const [told] = await waitForNotifications(app, driver.headers, (n) => n.reservation_id === reservation.id);
    expect(told?.url).toBe(`/reservations/${reservation.id}/pass`);
  });
});

describe('the owner’s registration check', () => {
  it('finds the plate’s open reservation on the lot now, however the plate is typed, and nothing else', async () => {
    const { owner, lot, car, reservation } = await bookedReservation(app, { startIn: 5, endIn: 30 });
    const spaced = `${car.registrationNumber.slice(0, 1).toLowerCase()} ${car.registrationNumber.slice(1, 4)}-${car.registrationNumber.slice(4)}`;
    const before = await check(owner, lot.id, car.registrationNumber);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ data: null });

    clock.advance(10 * MIN);
    const found = await check(owner, lot.id, spaced);
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      id: reservation.id,
      status: 'active',
      automobile_registration: car.registrationNumber,
      type: 'received',
    });
    expect((await check(owner, lot.id, 'B999ZZZ')).json()).toEqual({ data: null });
    clock.advance(20 * MIN);
    expect((await check(owner, lot.id, car.registrationNumber)).json()).toEqual({ data: null });
  });

  it('does not find a cancelled reservation, but finds the plate’s next booking in that time', async () => {
    const { owner, driver, lot, car, reservation } = await bookedReservation(app, { startIn: 5, endIn: 60 });
    clock.advance(10 * MIN);
    expect((await check(owner, lot.id, car.registrationNumber)).json().data?.id).toBe(reservation.id);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      headers: owner.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect((await check(owner, lot.id, car.registrationNumber)).json()).toEqual({ data: null });

    // The same car booked again over the same minutes: that one counts.
    await grantCredits(app, driver, 100);
    const again = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: driver.headers,
      payload: {
        parking_lot_id: lot.id,
        automobile_id: car.id,
        start_time: clock.now().toISOString(),
        end_time: new Date(clock.now().getTime() + 30 * MIN).toISOString(),
      },
    });
    expect(again.statusCode).toBe(201);
    expect((await check(owner, lot.id, car.registrationNumber)).json().data?.id).toBe(again.json().id);
  });

  it('is the owner’s only: 404 for anyone else’s or no lot, 422 for a bad registration, 401 for a guest', async () => {
    const { owner, driver, lot, car } = await bookedReservation(app);
    const other = await createUser(app);
    await createAutomobile(app, other);
    expect((await check(driver, lot.id, car.registrationNumber)).statusCode).toBe(404);
    expect((await check(other, lot.id, car.registrationNumber)).statusCode).toBe(404);
    expect((await check(owner, lot.id + 1000, car.registrationNumber)).statusCode).toBe(404);
    expect((await check(null, lot.id, car.registrationNumber)).statusCode).toBe(401);
    const bad = await check(owner, lot.id, 'B!');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ registration: ['Enter a registration number of 2 to 16 letters and digits.'] });
    const missing = await check(owner, lot.id);
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(['registration']);
  });
});
