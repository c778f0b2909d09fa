import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';
import { noAddress, placeLine } from '../../../src/app/lib/place-line';

// Issue 44: a lot outside any location read "Locație nedefinită", as if something were broken.
describe("a lot's place in one line", () => {
  it('leaves out the location a lot does not belong to', () => {
    expect(placeLine(['Zona A', null, 'Str. Lungă 5'], 'none')).toBe('Zona A · Str. Lungă 5');
    expect(placeLine([undefined, 'Bloc C', ' '], 'none')).toBe('Bloc C');
  });

  for (const [language, none] of [
    ['ro', 'Fără adresă'],
    ['en', 'No address given'],
  ] as const) {
    it(`says "${none}" when the lot has neither location nor address (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      expect(placeLine([null, undefined, ''], i18n._(noAddress))).toBe(none);
    });
  }
});
