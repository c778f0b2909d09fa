import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Alert } from '../../../components/ui/alert';
import { displayCalendarDate } from '../../../../domain/calendar-date';
import { routeKindOf, type BookingWarning } from '../../../../domain/documents';
import { useDocumentWarnings } from '../api/get-document-warnings';

// Each paper with its own "renew" link text: no pronoun that would have to agree with the
// paper's gender ("Reînnoiește-o" for an insurance, "-l" for a masculine one).
const papers = {
  'technical-inspections': { name: msg`The technical inspection (ITP)`, renew: msg`Renew the ITP` },
  insurances: { name: msg`The RCA insurance`, renew: msg`Renew the insurance` },
  'road-taxes': { name: msg`The road tax (rovinieta)`, renew: msg`Renew the road tax` },
} satisfies Record<BookingWarning['document_kind'], unknown>;

/** Before booking with a saved car: its lapsing papers, each with a link to renew it. Booking stays allowed. */
export function DocumentWarnings({ automobileId, endDate }: { automobileId: number | null; endDate: string }) {
  const { t, i18n } = useLingui();
  const warnings = useDocumentWarnings(automobileId, endDate).data ?? [];
  if (!automobileId || warnings.length === 0) return null;
  return (
    <Alert tone="warning" title={t`Check this automobile's papers`}>
      <ul className="stack-sm" data-testid="document-warnings">
        {warnings.map((warning) => {
          const paper = papers[warning.document_kind];
          const name = i18n._(paper.name);
          const date = displayCalendarDate(warning.expires_at);
          return (
            <li key={warning.document_kind}>
              {warning.code === 'expired'
                ? t`${name} expired on ${date}.`
                : t`${name} expires on ${date}, before the reservation ends.`}{' '}
              <Link
                to="/automobiles/$automobileId/$documentKind/add"
                params={{ automobileId: String(automobileId), documentKind: routeKindOf(warning.document_kind) }}
              >
                {i18n._(paper.renew)}
              </Link>
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}
