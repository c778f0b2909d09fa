import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { honestMistakeRefund } from '../../../src/app/features/reservations/honest-mistake-words';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

/** Every translation (msgstr) of a catalog, one per entry. */
function translations(path: string): string[] {
  return [...readFileSync(path, 'utf8').matchAll(/^msgstr "(.*)"$/gm)].map((m) => m[1] ?? '');
}

// Issue 44, item 10: wording a Romanian reader stumbles on.
describe('Romanian wording', () => {
  it('writes "niciun" and "nicio", never "nici un" / "nici o" (the pronoun is one word)', () => {
    for (const catalog of ['locales/ro/messages.po', 'locales/ro/server.po']) {
      expect(translations(catalog).filter((text) => /\bnici (un|o|una)\b/i.test(text))).toEqual([]);
    }
  });

  it('gives back "toate cele 59 de credite" within 2 minutes of booking, in both languages', async () => {
    await activateLanguage('ro', { remember: false });
    const ro = [1, 2, 59].map((n) => i18n._(honestMistakeRefund(n)).split('primești înapoi ')[1]);
    expect(ro).toEqual(['1 credit.', 'toate cele 2 credite.', 'toate cele 59 de credite.']);
    await activateLanguage('en', { remember: false });
    const en = [1, 59].map((n) => i18n._(honestMistakeRefund(n)).split('gives back ')[1]);
    expect(en).toEqual(['1 credit.', 'all 59 credits.']);
  });
});
