import { afterAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { startGeocoderServer } from '../support/geocoder-server';
import { createTestApp } from '../support/test-app';

const geocoder = await startGeocoderServer([
  { name: 'Piața Unirii, București', lat: 44.4268, lon: 26.1025 },
  { name: 'Piața Victoriei, București', lat: 44.4523, lon: 26.0854 },
]);
afterAll(() => geocoder.close());
const { app, clock } = await createTestApp({ GEOCODER_URL: geocoder.url });

const search = (headers: Record<string, string>, q: string) =>
  app.inject({ method: 'GET', url: `/api/geocode?q=${encodeURIComponent(q)}`, headers });

describe('destination search', () => {
  it('answers places from the geocoder, with a User-Agent and the language, and caches them', async () => {
    const user = await createUser(app);
    const res = await search({ ...user.headers, 'accept-language': 'en' }, 'Piața Unirii');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ label: 'Piața Unirii, București', latitude: 44.4268, longitude: 26.1025 }] });
    const [sent] = geocoder.requests;
    expect(sent!.query.get('format')).toBe('jsonv2');
    expect(sent!.query.get('accept-language')).toBe('en');
    expect(sent!.headers['user-agent']).toMatch(/^LocLiber\//);

    clock.advance(5000);
    const again = await search({ ...user.headers, 'accept-language': 'en' }, '  piața   UNIRII ');
    expect(again.json().data).toHaveLength(1);
    expect(geocoder.requests).toHaveLength(1);
  });

  it('lets each user reach the geocoder at most once a second', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    expect((await search(user.headers, 'Piața Victoriei')).statusCode).toBe(200);
    const tooSoon = await search(user.headers, 'Piața Romană');
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('1');
    expect((await search(other.headers, 'Piața Romană')).statusCode).toBe(200);
    // The limits count real time (they live in Redis when several processes run), not the app's clock.
    await new Promise((r) => setTimeout(r, 1100));
    expect((await search(user.headers, 'Piața Romană')).statusCode).toBe(200);
  });

  it('sends the whole service at most one request a second: others wait their turn, then 429', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(app)));
    const before = geocoder.requests.length;
    // Five people search at the same instant, each a place not asked before (no cache).
    const answers = await Promise.all(users.map((u, i) => search(u.headers, `Strada Numărul ${i + 1}`)));
    const sent = geocoder.requests.slice(before).map((r) => r.at);
    const gaps = sent.slice(1).map((at, i) => at - sent[i]!);
    // Waiting is capped at 2.5 s from arrival: two or three get a turn (one a second), the
    // others are told to retry in a second.
    const answered = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(answered.length).toBeLessThanOrEqual(3);
    expect(refused).toHaveLength(5 - answered.length);
    for (const r of refused) expect(r.headers['retry-after']).toBe('1');
    expect(sent).toHaveLength(answered.length);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(900);
  });

  it('answers 503 when the geocoder is down, 422 for a short query, 401 without a session', async () => {
    const user = await createUser(app);
    geocoder.failing = true;
    const down = await search(user.headers, 'Gara de Nord');
    geocoder.failing = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toMatch(/unavailable|nu e disponibil/i);
    expect((await search(user.headers, 'ab')).statusCode).toBe(422);
    expect((await app.inject({ method: 'GET', url: '/api/geocode?q=Gara' })).statusCode).toBe(401);
  });

  it('follows no redirect and reads at most 1 MiB of an answer: 503 instead', async () => {
    const elsewhere = await startGeocoderServer([{ name: 'Elsewhere', lat: 1, lon: 1 }]);
    try {
      geocoder.mode = 'redirect';
      geocoder.redirectTo = `${elsewhere.url}search?q=Elsewhere&format=jsonv2`;
      const redirected = await search((await createUser(app)).headers, 'Piața Lahovari');
      expect(redirected.statusCode, redirected.body).toBe(503);
      expect(elsewhere.requests).toHaveLength(0);
      // The service's gate lets one request a second through.
      await new Promise((r) => setTimeout(r, 1100));
      geocoder.mode = 'huge';
      const huge = await search((await createUser(app)).headers, 'Piața Rosetti');
      expect(huge.statusCode).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
      expect(geocoder.sentBytes).toBeLessThan(8 * 1024 * 1024);
    } finally {
      geocoder.mode = 'normal';
      await elsewhere.close();
    }
  });
});
