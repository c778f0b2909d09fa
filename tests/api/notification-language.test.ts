import { describe, expect, it } from 'vitest';
import { documentNames } from '../../src/server/modules/notifications/messages';
import { notifyUser } from '../../src/server/modules/notifications/index';
import { insertNotification } from '../../src/server/modules/notifications/repository';
import { notificationTexts, type NotificationMessageId } from '../../src/server/modules/notifications/texts';
import { createUser, type TestUser } from '../support/factories';
import { listNotifications } from '../support/notifications';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

/** Every parameter any notification uses, with a value. */
const params = {
  place: 'P-12',
  registration: 'B 123 ABC',
  start: new Date('2030-05-04T07:00:00Z'),
  end: new Date('2030-05-04T15:30:00Z'),
  checked_at: new Date('2030-05-04T08:15:00Z'),
  reason: 'occupied',
  amount: 20,
  credits: 19,
  name: 'Ana Pop',
  email: 'ana@example.test',
  note: 'For the trip',
  document: documentNames.insurance,
  days: 11,
  date: '15/05/2030',
  number: 'AB123456',
};

const setLanguage = async (user: TestUser, language: 'ro' | 'en') => {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/users/${user.id}`,
    headers: user.headers,
    payload: { language },
  });
  expect(res.statusCode).toBe(200);
};

const inboxIn = (user: TestUser, language: 'ro' | 'en') =>
  listNotifications(app, { ...user.headers, 'accept-language': language });

describe('notifications in the reader’s language', () => {
  it('read in the account’s current language, whatever it was when they were stored', async () => {
    const user = await createUser(app, { language: 'ro' });
    await notifyUser(app.deps, {
      userId: user.id,
      type: 'document.expiring',
      messageId: 'document.expiring',
      values: { document: documentNames.insurance, registration: 'B 123 ABC', date: '15/05/2030', days: 11 },
    });
    const [ro] = await listNotifications(app, user.headers);
    expect(ro).toMatchObject({
      title: 'Asigurarea expiră în 11 zile',
      message: 'Asigurarea pentru B 123 ABC expiră pe 15/05/2030.',
    });

    await setLanguage(user, 'en');
    const [en] = await listNotifications(app, user.headers);
    expect(en).toMatchObject({
      id: ro?.id,
      title: 'The insurance expires in 11 days',
      message: 'The insurance of B 123 ABC expires on 15/05/2030.',
    });

    await setLanguage(user, 'ro');
    expect((await listNotifications(app, user.headers))[0]?.title).toBe('Asigurarea expiră în 11 zile');
    // The app says which language it shows: that one wins.
    expect((await inboxIn(user, 'en'))[0]?.title).toBe('The insurance expires in 11 days');
  });

  it('a settled report reads in Romanian after the user switched from English', async () => {
    const user = await createUser(app, { language: 'en' });
    await notifyUser(app.deps, {
      userId: user.id,
      type: 'reservation.settled',
      messageId: 'reservation.settled.upheld',
      values: { place: 'P-12', registration: 'B 123 ABC', start: params.start, end: params.end },
    });
    expect((await listNotifications(app, user.headers))[0]?.title).toBe('Report upheld');
    await setLanguage(user, 'ro');
    expect((await listNotifications(app, user.headers))[0]?.title).toBe('Raportare confirmată');
  });

  it.each(Object.keys(notificationTexts) as NotificationMessageId[])(
    '%s renders in both languages with its parameters',
    async (messageId) => {
      const user = await createUser(app, { language: 'ro' });
      await notifyUser(app.deps, { userId: user.id, type: messageId, messageId, values: params });
      const [ro] = await inboxIn(user, 'ro');
      const [en] = await inboxIn(user, 'en');
      if (!ro || !en) throw new Error('no notification');
      for (const text of [ro.title, ro.message, en.title, en.message]) {
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toMatch(/notifications\.|reminders\./);
        expect(text.length).toBeGreaterThan(5);
      }
      expect(ro.title).not.toBe(en.title);
      expect(ro.message).not.toBe(en.message);
      // Moments read in the app's zone, the same in both languages.
      if (notificationTexts[messageId].message.message.includes('{start}')) {
        expect(ro.message).toContain('04/05/2030 10:00');
        expect(en.message).toContain('04/05/2030 10:00');
      }
    },
  );

  it('a settled report says its outcome and what it meant in credits', async () => {
    const user = await createUser(app, { language: 'en' });
    const values = { place: 'P-12', registration: 'B 123 ABC', start: params.start, end: params.end, credits: 20 };
    await notifyUser(app.deps, {
      userId: user.id,
      type: 'reservation.settled',
      messageId: 'reservation.settled.rejected',
      values,
    });
    const [rejected] = await inboxIn(user, 'en');
    expect(rejected?.title).toBe('Report rejected');
    expect(rejected?.message).toContain('the driver pays 20 credits');
    expect((await inboxIn(user, 'ro'))[0]?.message).toContain('șoferul plătește 20 de credite');
  });

  it('stored before message ids, read as they were written', async () => {
    const user = await createUser(app, { language: 'en' });
    await insertNotification(app.deps.db, {
      userId: user.id,
      type: 'reservation.settled',
      title: 'Raportare decisă',
      message: 'Un administrator a decis raportarea.',
      createdAt: app.deps.now(),
    });
    for (const language of ['ro', 'en'] as const)
      expect((await inboxIn(user, language))[0]).toMatchObject({
        title: 'Raportare decisă',
        message: 'Un administrator a decis raportarea.',
      });
  });
});
