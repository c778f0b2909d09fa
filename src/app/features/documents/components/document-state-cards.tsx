import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRight, FileText } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ExpiryStatePill } from '../../../components/ui/expiry-state-pill';
import { currentDocument, documentExpiry, expiryState } from '../../../../domain/documents';
import { todayCalendarDate } from '../../../lib/dates';
import type { DocumentsByKind } from '../api/documents';
import { apiKindOfRoute, documentKindGender, documentKinds, documentKindTitles } from '../document-kinds';

type Props = { automobileId: number; documents: DocumentsByKind | undefined };

/** The automobile's five kinds of papers, each with the state of its current document. */
export function DocumentStateCards({ automobileId, documents }: Props) {
  const { t, i18n } = useLingui();
  const today = todayCalendarDate();
  return (
    <Card title={t`Documents`} flush>
      <ul className="list">
        {documentKinds.map((kind) => {
          const current = documents ? currentDocument(documents[apiKindOfRoute(kind)]) : undefined;
          return (
            <li key={kind}>
              <Link
                to="/automobiles/$automobileId/$documentKind"
                params={{ automobileId: String(automobileId), documentKind: kind }}
                className="list__item list-link"
                data-kind={kind}
              >
                <FileText size={20} aria-hidden="true" className="muted" />
                <span className="paper-kind">
                  <span>{i18n._(documentKindTitles[kind].list)}</span>
                  {documents ? (
                    <ExpiryStatePill
                      state={expiryState(current ? documentExpiry(current) : null, today)}
                      gender={documentKindGender[kind]}
                    />
                  ) : null}
                </span>
                <ChevronRight size={20} aria-hidden="true" className="muted" />
              </Link>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
