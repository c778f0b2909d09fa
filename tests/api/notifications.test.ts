import { describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/server/modules/notifications/service';
import { createUser } from '../support/factories';
import { listNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();

const started = (userId: number, extra: Partial<Parameters<typeof notifyUser>[1]> = {}) =>
  notifyUser(app.deps, {
    userId,
    type: 'reservation.started',
    messageId: 'reservation.started',
    values: { place: 'P-12', end: new Date('2030-05-04T15:30:00Z') },
    url: '/reservations/7',
    ...extra,
  });

describe('notifications', () => {
  it('are written in the recipient’s language and listed with their fields', async () => {
    const ro = await createUser(app, { language: 'ro' });
    const en = await createUser(app, { language: 'en' });
    await started(ro.id);
    await started(en.id);

    const [roNote] = await listNotifications(app, ro.headers);
    const [enNote] = await listNotifications(app, en.headers);
    expect(roNote).toMatchObject({
      title: 'Rezervarea a început',
      message: 'Rezervarea locului P-12 a început. Se încheie la 04/05/2030 18:30.',
      url: '/reservations/7',
      reservation_id: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(enNote).toMatchObject({
      title: 'Reservation started',
      message: 'Your reservation of parking lot P-12 has started. It ends at 04/05/2030 18:30.',
    });
  });

  it('are stored once per dedupe key, even when sent twice at the same moment', async () => {
    const user = await createUser(app);
    const results = await Promise.all([
      started(user.id, { dedupeKey: `test:${user.id}` }),
      started(user.id, { dedupeKey: `test:${user.id}` }),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await listNotifications(app, user.headers)).toHaveLength(1);
  });

  it('lists only the caller’s notifications after a given id, oldest first', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const first = await started(user.id);
    await started(other.id);
    const second = await started(user.id);
    const third = await started(user.id);

    const after = await listNotifications(app, user.headers, first?.id);
    expect(after.map((n) => n.id)).toEqual([second?.id, third?.id]);
    expect((await listNotifications(app, user.headers)).map((n) => n.id)).toEqual([first?.id, second?.id, third?.id]);
  });

  it('needs a signed-in caller and a numeric cursor', async () => {
    const user = await createUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const bad = await app.inject({ method: 'GET', url: '/api/notifications?after=abc', headers: user.headers });
    expect(bad.statusCode).toBe(422);
  });

  it('count the unread ones in meta; {id} reads one, {up_to_id} reads all up to it, of the caller only', async () => {
    const user = await createUser(app);
    const other = await createUser(app);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await started(user.id))!.id);
    const theirs = await started(other.id);
    const inbox = async (headers: Record<string, string>) => {
      const res = await app.inject({ method: 'GET', url: '/api/notifications', headers });
      return res.json() as { data: { id: number; read_at: string | null }[]; meta: { unread: number } };
    };
    expect((await inbox(user.headers)).meta).toEqual({ unread: 3 });

    const one = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user.headers,
      payload: { id: ids[1] },
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ meta: { unread: 2 } });
    const after = await inbox(user.headers);
    expect(after.data.find((n) => n.id === ids[1])?.read_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(after.data.filter((n) => n.read_at === null).map((n) => n.id)).toEqual([ids[0], ids[2]]);

    // Someone else's id reads nothing of theirs, and nothing of the caller's.
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user.headers,
      payload: { id: theirs!.id },
    });
    expect(foreign.json()).toEqual({ meta: { unread: 2 } });
    expect((await inbox(other.headers)).meta).toEqual({ unread: 1 });

    const upTo = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user.headers,
      payload: { up_to_id: ids[0] },
    });
    expect(upTo.json()).toEqual({ meta: { unread: 1 } });
    const all = await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user.headers,
      payload: { up_to_id: ids[2] },
    });
    expect(all.json()).toEqual({ meta: { unread: 0 } });
    // A notification that arrives after "mark all read" is unread.
    await started(user.id);
    expect((await inbox(user.headers)).meta).toEqual({ unread: 1 });
    expect((await inbox(other.headers)).meta).toEqual({ unread: 1 });
  });

  it('never read one that arrives while "mark all read" runs: it is after the id marked up to', async () => {
    const user = await createUser(app);
    const shown = [];
    for (let i = 0; i < 3; i++) shown.push((await started(user.id))!.id);
    const [, , arrived] = await Promise.all([
      app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: user.headers,
        payload: { up_to_id: shown.at(-1) },
      }),
      app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload: { id: shown[0] } }),
      started(user.id),
    ]);
    const list = await listNotifications(app, user.headers);
    expect(list.filter((n) => n.read_at === null).map((n) => n.id)).toEqual([arrived!.id]);
  });

  it('keep the moment a notification was first read', async () => {
    const user = await createUser(app);
    const note = await started(user.id);
    const read = () =>
      app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload: { id: note!.id } });
    await read();
    const [first] = await listNotifications(app, user.headers);
    clock.advance(5 * 60_000);
    await read();
    await app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: user.headers,
      payload: { up_to_id: note!.id },
    });
    const [again] = await listNotifications(app, user.headers);
    clock.reset();
    expect(first?.read_at).not.toBeNull();
    expect(again?.read_at).toBe(first?.read_at);
  });

  it('refuse a read request with neither or both targets, or a bad id, with a field error', async () => {
    const user = await createUser(app);
    for (const payload of [{}, { id: 1, up_to_id: 2 }, { id: 'abc' }, { up_to_id: 0 }]) {
      const res = await app.inject({ method: 'POST', url: '/api/notifications/read', headers: user.headers, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toHaveLength(1);
    }
    expect((await app.inject({ method: 'POST', url: '/api/notifications/read', payload: { id: 1 } })).statusCode).toBe(
      401,
    );
  });
});
