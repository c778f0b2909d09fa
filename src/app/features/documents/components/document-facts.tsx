import { useLingui } from '@lingui/react/macro';
import { displayCalendarDate } from '../../../../domain/calendar-date';
import { countryName } from '../../../../domain/country-codes';
import { FactsList, type Fact } from '../../../components/ui/facts-list';
import type { AutomobileDocument } from '../api/documents';

/** The recorded fields of one document, as label/value rows (only those it has). */
export function DocumentFacts({ doc }: { doc: AutomobileDocument }) {
  const { t, i18n } = useLingui();
  const date = displayCalendarDate;
  const rows: Fact[] = [
    [t`Type`, doc.type === 'other' ? t`Other` : doc.type],
    [t`Provider`, doc.provider],
    [t`Policy or serial number`, doc.policy_number],
    [t`Country`, doc.country_code ? countryName(doc.country_code, i18n.locale) : null],
    [t`ITP station`, doc.itp_location],
    [t`Issue date`, date(doc.issue_date)],
    [t`Valid from`, date(doc.valid_from)],
    [t`Valid until`, date(doc.valid_until)],
    [t`Expires on`, date(doc.expires_at)],
    [t`Notes`, doc.notes],
  ];
  return <FactsList rows={rows.filter(([, value]) => Boolean(value))} />;
}
