import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Pencil, Star } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ExpiryStatePill } from '../../../components/ui/expiry-state-pill';
import { StatusPill } from '../../../components/ui/status-pill';
import { documentExpiry, expiryState, sortNewestFirst } from '../../../../domain/documents';
import { todayCalendarDate } from '../../../lib/dates';
import type { AutomobileDocument } from '../api/documents';
import { documentKindGender, documentKindTitles, type DocumentKind } from '../document-kinds';
import { DocumentFacts } from './document-facts';

type Props = { automobileId: number; kind: DocumentKind; documents: AutomobileDocument[] };

/** The documents of one kind, newest first; the current one (latest expiry) is marked. */
export function DocumentList({ automobileId, kind, documents }: Props) {
  const { t, i18n } = useLingui();
  const today = todayCalendarDate();
  if (documents.length === 0) return <EmptyState title={i18n._(documentKindTitles[kind].empty)} />;
  const sorted = sortNewestFirst(documents);
  return (
    <ul className="papers-list" aria-label={i18n._(documentKindTitles[kind].list)}>
      {sorted.map((doc, index) => (
        <li key={doc.id}>
          <Card className="stack-sm" as="article" data-document-id={doc.id}>
            <div className="paper-states">
              {index === 0 ? (
                <StatusPill tone="brand" icon={Star}>
                  {t`Current`}
                </StatusPill>
              ) : null}
              <ExpiryStatePill state={expiryState(documentExpiry(doc), today)} gender={documentKindGender[kind]} />
            </div>
            <DocumentFacts doc={doc} />
            <Link
              to="/automobiles/$automobileId/$documentKind/$documentId/edit"
              params={{ automobileId: String(automobileId), documentKind: kind, documentId: String(doc.id) }}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil size={16} aria-hidden="true" />
              {t`Edit`}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
