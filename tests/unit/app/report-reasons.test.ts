import { describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '../../../src/app/lib/i18n';
import { cancelReasonText, reportedReason } from '../../../src/app/lib/report-reasons';

const words = (reason: string) => cancelReasonText(reason, (descriptor) => i18n._(descriptor));

describe('a reported reservation’s cancel reason', () => {
  it('finds the report’s reason in the stored text, and nothing in an owner’s own words', () => {
    expect(reportedReason('reported: occupied')).toBe('occupied');
    expect(reportedReason('reported: blocked')).toBe('blocked');
    expect(reportedReason('reported: nonsense')).toBeUndefined();
    expect(reportedReason('Gate broken')).toBeUndefined();
    expect(reportedReason(null)).toBeUndefined();
  });

  it('reads in words in Romanian and English, never as the stored key', async () => {
    await activateLanguage('ro', { remember: false });
    expect(words('reported: occupied')).toBe('Loc raportat: Ocupat de altă mașină');
    expect(words('reported: unsafe')).toBe('Loc raportat: Nesigur');
    await activateLanguage('en', { remember: false });
    expect(words('reported: blocked')).toBe('Spot reported: Access blocked');
    expect(words('reported: other')).toBe('Spot reported: Something else');
  });

  it('keeps what an owner or a driver wrote as it is', async () => {
    await activateLanguage('en', { remember: false });
    expect(words('Gate broken, sorry')).toBe('Gate broken, sorry');
  });
});
