// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { countryName } from '../../../../src/domain/country-codes';
import { DocumentFacts } from '../../../../src/app/features/documents/components/document-facts';
import type { AutomobileDocument } from '../../../../src/app/features/documents/api/documents';
import { activateLanguage, i18n } from '../../../../src/app/lib/i18n';

afterEach(cleanup);

const insurance: AutomobileDocument = {
  id: 1,
  automobile_id: 2,
  type: 'RCA',
  provider: 'Asirom',
  policy_number: 'P-1',
  country_code: 'RO',
  itp_location: null,
  issue_date: null,
  valid_from: '2026-01-01',
  valid_until: '2026-12-31',
  expires_at: null,
  notes: null,
};

describe("a paper's country, named in the reader's language", () => {
  it('names a code in either language, and keeps an unknown one as written', () => {
    expect(countryName('RO', 'ro')).toBe('România');
    expect(countryName('RO', 'en')).toBe('Romania');
    expect(countryName('MD', 'ro')).toBe('Republica Moldova');
    expect(countryName('??', 'en')).toBe('??');
  });

  for (const [language, name] of [
    ['ro', 'România'],
    ['en', 'Romania'],
  ] as const) {
    it(`shows "${name}" for RO among a document's facts (${language})`, async () => {
      await activateLanguage(language, { remember: false });
      render(
        <I18nProvider i18n={i18n}>
          <DocumentFacts doc={insurance} />
        </I18nProvider>,
      );
      expect(screen.getByText(name)).toBeTruthy();
      expect(screen.queryByText('RO')).toBeNull();
    });
  }
});
