import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { creditCount } from '../../../src/app/lib/counts';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';
import { translate } from '../../../src/server/lib/i18n';
import { notificationMessages } from '../../../src/server/modules/notifications/messages';
import { reservationMessages } from '../../../src/server/modules/reservations/messages';

const counts = [1, 2, 19, 20, 101];
const root = resolve(import.meta.dirname, '../../..');

describe('credits in the language’s plural forms', () => {
  it('reads 1 credit, 2 credite, 19 credite, 20 de credite, 101 credite in Romanian', async () => {
    await activateLanguage('ro', { remember: false });
    expect(counts.map((n) => i18n._(creditCount(n)))).toEqual([
      '1 credit',
      '2 credite',
      '19 credite',
      '20 de credite',
      '101 credite',
    ]);
  });

  it('reads 1 credit, 2 credits ... 101 credits in English', async () => {
    await activateLanguage('en', { remember: false });
    expect(counts.map((n) => i18n._(creditCount(n)))).toEqual([
      '1 credit',
      '2 credits',
      '19 credits',
      '20 credits',
      '101 credits',
    ]);
  });

  it('in the server’s messages too (errors and notifications, written in the recipient’s language)', () => {
    const needs = (language: 'ro' | 'en', required: number) =>
      translate(language, reservationMessages.insufficientCredits, { required, balance: 3 });
    expect(counts.map((n) => needs('ro', n))).toEqual([
      'Credite insuficiente: această rezervare necesită 1 credit, iar soldul tău este 3.',
      'Credite insuficiente: această rezervare necesită 2 credite, iar soldul tău este 3.',
      'Credite insuficiente: această rezervare necesită 19 credite, iar soldul tău este 3.',
      'Credite insuficiente: această rezervare necesită 20 de credite, iar soldul tău este 3.',
      'Credite insuficiente: această rezervare necesită 101 credite, iar soldul tău este 3.',
    ]);
    expect(needs('en', 1)).toBe('Not enough credits: this reservation needs 1 credit and your balance is 3.');
    expect(needs('en', 101)).toBe('Not enough credits: this reservation needs 101 credits and your balance is 3.');
    const added = (amount: number) => translate('ro', notificationMessages.creditsAddedMessage, { amount });
    expect(counts.map(added)).toEqual([
      'A fost adăugat 1 credit în contul tău.',
      'Au fost adăugate 2 credite în contul tău.',
      'Au fost adăugate 19 credite în contul tău.',
      'Au fost adăugate 20 de credite în contul tău.',
      'Au fost adăugate 101 credite în contul tău.',
    ]);
  });
});

describe('the catalogs’ Plural-Forms header', () => {
  // Gettext tools read the header; the app's ICU messages follow CLDR (Intl.PluralRules). Both
  // must put every number in the same form: index 0, 1, 2 are CLDR's one, few, other in Romanian.
  const headers = {
    ro: {
      text: 'nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < 20)) ? 1 : 2);',
      form: (n: number) => (n === 1 ? 0 : n === 0 || (n % 100 > 0 && n % 100 < 20) ? 1 : 2),
      categories: ['one', 'few', 'other'],
    },
    en: { text: 'nplurals=2; plural=(n != 1);', form: (n: number) => (n !== 1 ? 1 : 0), categories: ['one', 'other'] },
  } as const;

  for (const language of ['ro', 'en'] as const) {
    const { text, form, categories } = headers[language];
    for (const catalog of ['messages', 'server']) {
      it(`is written in locales/${language}/${catalog}.po`, () => {
        const po = readFileSync(resolve(root, 'locales', language, `${catalog}.po`), 'utf8');
        expect(po).toContain(`"Plural-Forms: ${text}\\n"`);
      });
    }
    it(`puts every number in the form the ${language} plural rules give`, () => {
      const rules = new Intl.PluralRules(language);
      for (let n = 0; n <= 300; n++) expect(categories[form(n)], `n = ${n}`).toBe(rules.select(n));
    });
  }
});
