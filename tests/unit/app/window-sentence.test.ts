import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { lotMatches } from '../../../src/app/features/parking-lots/lot-search';
import { windowSentence } from '../../../src/app/features/parking-lots/window-sentence';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

const zone = 'Europe/Bucharest';
const now = DateTime.fromISO('2030-05-10T12:00:00', { zone });
const lot = (from: string | null, to: string | null, available = true) => ({
  available,
  available_from: from,
  available_to: to,
});

describe('windowSentence', () => {
  it.each([
    ['ro', 'Liber de mâine 08:00, fără limită', lot('2030-05-11 08:00:00', null)],
    ['en', 'Free from tomorrow 08:00, no end', lot('2030-05-11 08:00:00', null)],
    ['en', 'Free from tomorrow 08:00, until 18:00', lot('2030-05-11 08:00:00', '2030-05-11 18:00:00')],
    ['ro', 'Liber acum, până la 18:00', lot('2030-05-10 11:00:00', '2030-05-10 18:00:00')],
    ['en', 'Free now, until tomorrow 09:00', lot('2030-05-10 12:00:30', '2030-05-11 09:00:00')],
    ['ro', 'Liber de azi 14:30, fără limită', lot('2030-05-10 14:30:00', null)],
    ['en', 'Free from 20/05/2030 08:00, until 22/05/2030 18:00', lot('2030-05-20 08:00:00', '2030-05-22 18:00:00')],
  ] as const)('says it in %s: %s', async (language, expected, window) => {
    await activateLanguage(language, { remember: false });
    expect(windowSentence(i18n, window, now, zone)).toBe(expected);
  });

  it('says nothing of a private, stopped or ended window (the pill does)', async () => {
    await activateLanguage('en', { remember: false });
    expect(windowSentence(i18n, lot(null, null), now, zone)).toBe('');
    expect(windowSentence(i18n, lot('2030-05-10 08:00:00', null, false), now, zone)).toBe('');
    expect(windowSentence(i18n, lot('2030-05-10 08:00:00', '2030-05-10 11:00:00'), now, zone)).toBe('');
  });
});

describe('lotMatches', () => {
  const place = {
    identifier: 'B-04',
    zone: 'Zona Roșie',
    address: 'Strada Lipscani 5',
    location: { id: 1, title: 'Piața Unirii', address: null, access: 'public' as const, latitude: 0, longitude: 0 },
  };
  it.each([
    ['', true],
    ['b-0', true],
    ['rosie lipscani', true],
    ['piata', true],
    ['B-05', false],
    ['unirii nord', false],
  ])('"%s" -> %s', (query, expected) => {
    expect(lotMatches(place, query)).toBe(expected);
  });
});
