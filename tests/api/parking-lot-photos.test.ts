import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../support/factories';
import { createLot } from '../support/fixtures-parking';
import { bookedReservation } from '../support/reservation-helpers';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
const MIN = 60_000;

beforeEach(() => clock.set(new Date(Math.floor(Date.now() / MIN) * MIN)));
afterEach(() => clock.reset());

/** A 12 MP camera JPEG (4000x3000), taken "sideways" (EXIF orientation 6), with a GPS position. */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 12', Copyright: 'Secret Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 25/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '26/1 6/1 900/100',
      },
    })
    .toBuffer();
}

async function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#d04040' } })
    .png()
    .toBuffer();
}

const upload = (user: TestUser, lotId: number, body: Buffer | string, type = 'image/jpeg', language = 'en') =>
  app.inject({
    method: 'POST',
    url: `/api/parking-lots/${lotId}/photos`,
    headers: { ...user.headers, 'content-type': type, 'accept-language': language },
    payload: body,
  });

const get = (user: TestUser, url: string) => app.inject({ method: 'GET', url, headers: user.headers });

describe('photos of a parking lot', () => {
  it('stores a 12 MP JPEG upright, at most 1600 px, as WebP, without its EXIF and GPS position', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const jpeg = await cameraJpeg();
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(before.exif?.includes(Buffer.from('Secret Owner'))).toBe(true);

    const res = await upload(owner, lot.id, jpeg);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json().photos;
    // Orientation 6 is a quarter turn: the stored image stands 1200 x 1600.
    expect(photo).toMatchObject({ width: 1200, height: 1600 });
    expect(photo.url).toBe(`/api/parking-lots/${lot.id}/photos/${photo.id}`);

    const image = await app.inject({ method: 'GET', url: photo.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toContain('immutable');
    const stored = await sharp(image.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 1200, height: 1600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    for (const secret of ['Secret Owner', 'PhoneMaker', 'Exif', 'GPS'])
      expect(image.rawPayload.includes(Buffer.from(secret))).toBe(false);

    const thumb = await app.inject({ method: 'GET', url: photo.thumb_url });
    expect(thumb.statusCode).toBe(200);
    const small = await sharp(thumb.rawPayload).metadata();
    expect(small).toMatchObject({ format: 'webp', width: 300, height: 400 });
    expect(small.exif).toBeUndefined();
  }, 30_000);

  it('takes a multipart form with the file in the field photo', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const form = new FormData();
    form.append('note', 'ignored');
    form.append('photo', new Blob([new Uint8Array(await smallPng())], { type: 'image/png' }), 'gate.png');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await upload(
      owner,
      lot.id,
      Buffer.from(await request.arrayBuffer()),
      request.headers.get('content-type') ?? '',
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().photos).toMatchObject([{ width: 300, height: 200 }]);
  });

  it('answers 413 to a body over 8 MB and 422 to bytes that are no image', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const big = await upload(owner, lot.id, Buffer.alloc(9 * 1024 * 1024, 7));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'The request is too large.' });

    const text = await upload(owner, lot.id, Buffer.from('not a photo at all'), 'image/png');
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ photo: ['Send a photo: a JPEG, PNG or WebP image.'] });
    const plain = await upload(owner, lot.id, 'hello', 'text/plain');
    expect(plain.statusCode).toBe(422);
    const json = await upload(owner, lot.id, '{"photo":"x"}', 'application/json');
    expect(json.statusCode).toBe(422);
    expect((await get(owner, `/api/parking-lots/${lot.id}`)).json().photos).toEqual([]);
  });

  it('refuses a sixth photo with a message on photo in the caller’s language', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner);
    const png = await smallPng();
    for (let i = 0; i < 5; i += 1) expect((await upload(owner, lot.id, png, 'image/png')).statusCode).toBe(201);
    const sixth = await upload(owner, lot.id, png, 'image/png');
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors).toEqual({
      photo: ['A parking lot can have at most 5 photos. Delete one to add another.'],
    });
    const romanian = await upload(owner, lot.id, png, 'image/png', 'ro');
    expect(romanian.statusCode).toBe(422);
    expect(romanian.json().errors.photo[0]).toMatch(/5 fotografii/);
    // Refused before the image is decoded: bytes that are no image get the same answer, not "not a photo".
    const undecoded = await upload(owner, lot.id, Buffer.from('not an image at all'), 'image/png');
    expect(undecoded.json().errors).toEqual({
      photo: ['A parking lot can have at most 5 photos. Delete one to add another.'],
    });

    // Deleting one makes room again, and the new one comes last.
    const photos = (await get(owner, `/api/parking-lots/${lot.id}`)).json().photos as { id: number }[];
    expect(photos).toHaveLength(5);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/parking-lots/${lot.id}/photos/${photos[0]!.id}`,
      headers: owner.headers,
    });
    expect(del.statusCode).toBe(204);
    expect(
      (await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}/photos/${photos[0]!.id}` })).statusCode,
    ).toBe(404);
    const again = await upload(owner, lot.id, png, 'image/png');
    expect(again.statusCode).toBe(201);
    const after = again.json().photos as { id: number }[];
    expect(after.slice(0, 4).map((p) => p.id)).toEqual(photos.slice(1).map((p) => p.id));
  }, 30_000);

  it('answers 404 for another user’s lot, and for a photo under another lot', async () => {
    const owner = await createUser(app);
    const stranger = await createUser(app);
    const lot = await createLot(app, owner);
    const other = await createLot(app, owner);
    const png = await smallPng();
    expect((await upload(stranger, lot.id, png, 'image/png')).statusCode).toBe(404);
    const [photo] = (await upload(owner, lot.id, png, 'image/png')).json().photos;
    const remove = (user: TestUser, lotId: number) =>
      app.inject({ method: 'DELETE', url: `/api/parking-lots/${lotId}/photos/${photo.id}`, headers: user.headers });
    expect((await remove(stranger, lot.id)).statusCode).toBe(404);
    expect((await remove(owner, other.id)).statusCode).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: `/api/parking-lots/${other.id}/photos/${photo.id}` })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
  });

  it('shows the photos on the finder’s lots', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner);
    const [photo] = (await upload(owner, lot.id, await smallPng(), 'image/png')).json().photos;
    const list = await get(driver, `/api/parking-finder?identifier=${lot.identifier}`);
    expect(list.json().data).toMatchObject([{ id: lot.id, photos: [photo] }]);
    const alternative = await get(driver, `/api/parking-finder?identifier=${lot.identifier}&alternative_period=1`);
    expect(alternative.json().data).toMatchObject([{ id: lot.id, photos: [photo] }]);
    const one = await get(driver, `/api/parking-finder/lots/${lot.id}`);
    expect(one.json().data.photos).toEqual([photo]);
  });
});

describe('access instructions', () => {
  const GATE = 'Gate code 4711#, level -2';

  async function lotWithInstructions(endIn = 70) {
    const booked = await bookedReservation(app, { startIn: 10, endIn });
    const put = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${booked.lot.id}`,
      headers: booked.owner.headers,
      payload: { access_instructions: `  ${GATE}  ` },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().access_instructions).toBe(GATE);
    return booked;
  }

  it('are the owner’s to read and clear, up to 1,000 characters', async () => {
    const { owner, lot } = await lotWithInstructions();
    expect((await get(owner, `/api/parking-lots/${lot.id}`)).json().access_instructions).toBe(GATE);
    expect(
      (await get(owner, '/api/parking-lots')).json().data.find((l: { id: number }) => l.id === lot.id),
    ).toMatchObject({ access_instructions: GATE });
    const tooLong = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { access_instructions: 'x'.repeat(1001) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['access_instructions']);
    const cleared = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { access_instructions: '' },
    });
    expect(cleared.json().access_instructions).toBeNull();
  });

  it('reach the driver only on their open reservation, never through the finder or to others', async () => {
    const { owner, driver, lot, reservation } = await lotWithInstructions();
    const other = await createUser(app);
    const detail = await get(driver, `/api/reservations/${reservation.id}`);
    expect(detail.json().access_instructions).toBe(GATE);
    const mine = await get(driver, '/api/reservations');
    expect(mine.json().data.find((r: { id: number }) => r.id === reservation.id).access_instructions).toBe(GATE);

    // Not in the finder's answers, for the driver or anyone else.
    for (const user of [driver, other]) {
      for (const url of [
        `/api/parking-finder?identifier=${lot.identifier}`,
        `/api/parking-finder?identifier=${lot.identifier}&alternative_period=1`,
        `/api/parking-finder/map?identifier=${lot.identifier}`,
        `/api/parking-finder/lots/${lot.id}`,
      ]) {
        const res = await get(user, url);
        expect(res.statusCode).toBe(200);
        expect(res.body).not.toContain('4711');
        expect(res.body).not.toContain('access_instructions');
      }
    }
    // Not to another driver, nor to the owner on the received reservation.
    expect((await get(other, `/api/reservations/${reservation.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/parking-lots/${lot.id}`)).statusCode).toBe(404);
    const received = await get(owner, `/api/reservations/${reservation.id}`);
    expect(received.json()).toMatchObject({ type: 'received', access_instructions: null });

    // Not once the reservation is over.
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/reservations/${reservation.id}`,
      headers: driver.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().access_instructions).toBeNull();
    expect((await get(driver, `/api/reservations/${reservation.id}`)).json().access_instructions).toBeNull();
  });

  it('stop when the reservation ends by the clock', async () => {
    const { driver, reservation } = await lotWithInstructions(30);
    clock.set(new Date(app.deps.now().getTime() + 20 * MIN));
    expect((await get(driver, `/api/reservations/${reservation.id}`)).json()).toMatchObject({
      status: 'active',
      access_instructions: GATE,
    });
    clock.set(new Date(app.deps.now().getTime() + 15 * MIN));
    expect((await get(driver, `/api/reservations/${reservation.id}`)).json()).toMatchObject({
      status: 'expired',
      access_instructions: null,
    });
  });
});
