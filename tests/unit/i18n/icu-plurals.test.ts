import { formatter as poFormatter } from '@lingui/format-po';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { icuProblems } from '../../../src/build/icu-plurals';

const root = resolve(import.meta.dirname, '../../..');

describe('the ICU plural check (gettext tools cannot read plurals inside msgstr)', () => {
  it.each([
    ['ro', '{n, plural, one {# credit} few {# credite} other {# de credite}}'],
    ['ro', '{n, plural, =0 {niciun credit} one {# credit} few {# credite} other {# de credite}}'],
    ['en', '{n, plural, one {# credit} other {# credits}}'],
    ['ro', 'Salut, {name}!'],
    ['en', '{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}'],
    ['ro', '{kind, select, car {{n, plural, one {o mașină} few {# mașini} other {# de mașini}}} other {altceva}}'],
  ])('finds nothing wrong with a sound %s message: %s', (locale, text) => {
    expect(icuProblems(text, locale)).toEqual([]);
  });

  it.each([
    ['ro', '{n, plural, one {# credit} other {# credite}}', ['{n, plural} lacks few']],
    ['ro', '{n, plural, one {# credit} few {# credite}}', ['{n, plural} lacks other']],
    ['en', '{n, plural, one {# credit}}', ['{n, plural} lacks other']],
    [
      'ro',
      '{n, plural, one {# credit} few {# credite} many {# credite} other {# de credite}}',
      ['{n, plural} has many, not a ro form'],
    ],
    ['en', '{n, plural, one {# credit} few {# credits} other {# credits}}', ['{n, plural} has few, not a en form']],
    ['ro', '{kind, select, car {mașină}}', ['{kind, select} lacks other']],
    [
      'ro',
      '{kind, select, car {{n, plural, one {o mașină} other {# mașini}}} other {altceva}}',
      ['{n, plural} lacks few'],
    ],
  ])('names what is wrong with a broken %s message: %s', (locale, text, problems) => {
    expect(icuProblems(text, locale)).toEqual(problems);
  });

  it('says a message that does not parse does not compile', () => {
    const [problem, ...rest] = icuProblems('{n, plural, one {# credit} few {# credite} other {# de credite}', 'ro');
    expect(problem).toMatch(/^does not compile: /);
    expect(rest).toEqual([]);
  });

  type Entry = { translation?: string; message?: string; obsolete?: boolean };
  const parse = poFormatter({ explicitIdAsDefault: true }).parse as unknown as (
    content: string,
    ctx: { locale: string; sourceLocale: string; filename: string },
  ) => Record<string, Entry>;

  for (const locale of ['ro', 'en']) {
    for (const catalog of ['messages', 'server']) {
      it(`passes every translation in locales/${locale}/${catalog}.po`, () => {
        const filename = resolve(root, 'locales', locale, `${catalog}.po`);
        const entries = Object.values(parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename }));
        const plurals = entries.filter((entry) => entry.translation?.includes(', plural,'));
        if (locale === 'ro') expect(plurals.length).toBeGreaterThan(0);
        for (const entry of entries) {
          if (entry.obsolete || !entry.translation) continue;
          expect(icuProblems(entry.translation, locale), entry.translation).toEqual([]);
        }
      });
    }
  }
});
