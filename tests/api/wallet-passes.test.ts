import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify } from 'jose';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { bookedReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';
import { walletCredentials } from '../support/wallet-credentials';

// The pass in the phone's wallet (PRODUCT.md, "Wallet passes"): a signed .pkpass and a Google
// Wallet save link, each only with its settings, carrying the token the owner's check accepts.
const credentials = walletCredentials();
const { app, clock } = await createTestApp(credentials.env);
const plain = await createTestApp();
afterAll(() => credentials.remove());
beforeEach(() => clock.set(new Date(Math.floor(Date.now() / 1000) * 1000)));

const ownerCheck = (headers: Record<string, string>, token: string) =>
  app.inject({ method: 'GET', url: '/api/parking-lots/check', query: { token }, headers });

describe('the Apple Wallet pass', () => {
  it('is a bundle whose every file matches its manifest hash, signed (PKCS#7) by the pass certificate', async () => {
    const { owner, driver, lot, car, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/pass.pkpass`,
      headers: { ...driver.headers, 'accept-language': 'ro' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');

    const dir = join(credentials.dir, `pass-${reservation.id}`);
    writeFileSync(`${dir}.pkpass`, res.rawPayload);
    execFileSync('unzip', ['-q', '-o', `${dir}.pkpass`, '-d', dir]);
    const files = readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
      .sort();
    expect(files).toEqual(['icon.png', 'icon@2x.png', 'icon@3x.png', 'manifest.json', 'pass.json', 'signature']);
    const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(files.filter((f) => f !== 'manifest.json' && f !== 'signature'));
    for (const [file, sha1] of Object.entries(manifest)) {
      expect(
        createHash('sha1')
          .update(readFileSync(join(dir, file)))
          .digest('hex'),
        file,
      ).toBe(sha1);
    }
    // The detached signature over manifest.json verifies against the test CA (Apple's WWDR in production).
    credentials.openssl(
      ...['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'signature')],
      ...[
        '-content',
        join(dir, 'manifest.json'),
        '-CAfile',
        credentials.caPath,
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
    );
    // A changed manifest no longer verifies.
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }));
    expect(() =>
      credentials.openssl(
        ...['smime', '-verify', '-binary', '-inform', 'DER', '-in', join(dir, 'signature')],
        ...['-content', join(dir, 'manifest.json'), '-CAfile', credentials.caPath, '-purpose', 'any'],
      ),
    ).toThrow();

    const pass = JSON.parse(readFileSync(join(dir, 'pass.json'), 'utf8'));
    expect(pass).toMatchObject({
      passTypeIdentifier: 'pass.ro.locliber.test',
      teamIdentifier: 'ABCDE12345',
      serialNumber: `reservation-${reservation.id}`,
      generic: {
        primaryFields: [{ key: 'place', label: 'Loc', value: lot.identifier }],
        auxiliaryFields: [{ key: 'registration', value: car.registrationNumber }],
      },
      locations: [{ latitude: lot.latitude, longitude: lot.longitude }],
    });
    expect(pass.generic.secondaryFields.map((f: { key: string }) => f.key)).toEqual(['from', 'until']);
    expect(new Date(pass.relevantDate).getTime()).toBe(clock.now().getTime() + 10 * 60_000);
    const [barcode] = pass.barcodes;
    expect(barcode).toMatchObject({ format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1' });
    // The barcode's message is a pass the owner's check accepts.
    const checked = await ownerCheck(owner.headers, barcode.message);
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data).toMatchObject({ reservation_id: reservation.id, verdict: 'not_yet' });
  });

  it("is the driver's only, and none once the reservation is cancelled", async () => {
    const { owner, driver, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const url = `/api/reservations/${reservation.id}/pass.pkpass`;
    expect((await app.inject({ method: 'GET', url, headers: owner.headers })).statusCode).toBe(404);
    await app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
      payload: { status: 'cancelled' },
    });
    expect((await app.inject({ method: 'GET', url, headers: driver.headers })).statusCode).toBe(409);
  });
});

describe('the Google Wallet link', () => {
  it('carries a JWT signed by the service account, with a generic pass of the same fields and token', async () => {
    const { owner, driver, lot, car, reservation } = await bookedReservation(app, { startIn: 10, endIn: 70 });
    const res = await app.inject({
      method: 'GET',
      url: `/api/reservations/${reservation.id}/pass/google`,
      headers: { ...driver.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saveUrl = res.json().save_url as string;
    expect(saveUrl.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = saveUrl.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, credentials.googlePublicKey, {
      issuer: 'wallet@loc-liber-test.iam.gserviceaccount.com',
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    const { genericObjects, genericClasses } = payload.payload as {
      genericObjects: (Record<string, unknown> & { barcode: { value: string } })[];
      genericClasses: { id: string }[];
    };
    const object = genericObjects[0]!;
    expect(genericClasses).toEqual([{ id: '3388000000012345678.loc-liber-parking' }]);
    expect(object).toMatchObject({
      id: `3388000000012345678.reservation-${reservation.id}`,
      classId: '3388000000012345678.loc-liber-parking',
      header: { defaultValue: { language: 'en', value: lot.identifier } },
      barcode: { type: 'QR_CODE', alternateText: car.registrationNumber },
    });
    expect(object.textModulesData).toEqual(
      expect.arrayContaining([
        { id: 'registration', header: 'Registration', body: car.registrationNumber },
        expect.objectContaining({ id: 'from', header: 'From' }),
        expect.objectContaining({ id: 'until', header: 'Until' }),
      ]),
    );
    const checked = await ownerCheck(owner.headers, object.barcode.value);
    expect(checked.json().data).toMatchObject({ reservation_id: reservation.id, verdict: 'not_yet' });
  });
});

describe('without the wallet settings', () => {
  it('offers neither wallet and answers 404 to both', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/api/config' })).json().wallets).toEqual({
      apple: false,
      google: false,
    });
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json().wallets).toEqual({
      apple: true,
      google: true,
    });
    const { driver, reservation } = await bookedReservation(plain.app);
    for (const url of [
      `/api/reservations/${reservation.id}/pass.pkpass`,
      `/api/reservations/${reservation.id}/pass/google`,
    ]) {
      const res = await plain.app.inject({ method: 'GET', url, headers: driver.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Passes for this wallet are not set up on this server.');
    }
  });

  it('stops the server at start for a bad or partial setting, naming the variable only', () => {
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        if (err instanceof ConfigError) return err.message;
      }
      return 'no error';
    };
    const { env } = credentials;
    expect(failure({ ...env, APPLE_PASS_KEY_PASSPHRASE: 'wrong' })).toContain(
      'APPLE_PASS_KEY: cannot be read with APPLE_PASS_KEY_PASSPHRASE',
    );
    const noWwdr = failure({ ...env, APPLE_WWDR_CERTIFICATE: '' });
    expect(noWwdr).toContain('APPLE_WWDR_CERTIFICATE: not set, but');
    expect(failure({ ...env, APPLE_PASS_CERTIFICATE: '/nowhere/cert.pem' })).toContain(
      'APPLE_PASS_CERTIFICATE: is neither the content itself nor the path of a readable file',
    );
    expect(failure({ ...env, APPLE_PASS_CERTIFICATE: env.APPLE_WWDR_CERTIFICATE })).toContain(
      "APPLE_PASS_KEY: is not the private key of APPLE_PASS_CERTIFICATE's certificate",
    );
    const badAccount = failure({ ...env, GOOGLE_WALLET_SERVICE_ACCOUNT: '{"client_email": "x"}' });
    expect(badAccount).toContain('GOOGLE_WALLET_SERVICE_ACCOUNT: must be');
    expect(badAccount).not.toContain('client_email": "x"');
    expect(failure({ GOOGLE_WALLET_ISSUER_ID: '3388000000012345678' })).toContain(
      'GOOGLE_WALLET_SERVICE_ACCOUNT: not set',
    );
    expect(failure(env)).toBe('no error');
  });
});
