// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeField } from '../../../src/app/components/ui/date-time/date-time-field';
import { TypedDateInput } from '../../../src/app/components/ui/date-time/typed-date-input';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';

afterEach(cleanup);

const noop = () => {};

// Issue 44: Romanian screens showed the English letters DD/MM/YYYY.
describe("empty date fields show the format in the reader's letters", () => {
  for (const [language, day, dayTime] of [
    ['ro', 'ZZ/LL/AAAA', 'ZZ/LL/AAAA HH:mm'],
    ['en', 'DD/MM/YYYY', 'DD/MM/YYYY HH:mm'],
  ] as const) {
    it(`${day} and ${dayTime} (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      render(
        <I18nProvider i18n={i18n}>
          <TypedDateInput id="typed" value="" onChange={noop} labelledBy="typed-label" />
          <DateTimeField label="On" value="" onChange={noop} today="2026-11-29" dateOnly />
          <DateTimeField label="At" value="" onChange={noop} today="2026-11-29" />
        </I18nProvider>,
      );
      expect(screen.getByRole('textbox').getAttribute('placeholder')).toBe(day);
      expect(screen.getAllByTestId('date-time-value').map((el) => el.textContent)).toEqual([day, dayTime]);
    });
  }
});
