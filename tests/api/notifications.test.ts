import { describe, expect, it } from 'vitest';
import { notifyUser } from '../../src/server/modules/notifications/service';
import { notificationMessages as m } from '../../src/server/modules/notifications/messages';
import { createUser } from '../support/factories';
import { listNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

const started = (userId: number, extra: Partial<Parameters<typeof notifyUser>[1]> = {}) =>
  notifyUser(app.deps, {
    userId,
    type: 'reservation.started',
    title: m.startedTitle,
    message: m.startedMessage,
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
});
