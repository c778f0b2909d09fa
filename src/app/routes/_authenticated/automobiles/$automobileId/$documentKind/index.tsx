import { useLingui } from '@lingui/react/macro';
import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { Alert } from '../../../../../components/ui/alert';
import { buttonClass } from '../../../../../components/ui/button';
import { PageHeader } from '../../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../../components/ui/spinner';
import { useAutomobileDocuments } from '../../../../../features/documents/api/documents';
import { DocumentList } from '../../../../../features/documents/components/document-list';
import { apiKindOfRoute, documentKindTitles, isDocumentKind } from '../../../../../features/documents/document-kinds';
import { errorMessage } from '../../../../../lib/api-error';
import { parseRouteId } from '../../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/$documentKind/')({
  params: {
    parse: ({ automobileId, documentKind }) => ({ automobileId: String(parseRouteId(automobileId)), documentKind }),
  },
  beforeLoad: ({ params }) => {
    if (!isDocumentKind(params.documentKind)) throw notFound();
  },
  component: DocumentsPage,
});

function DocumentsPage() {
  const { t, i18n } = useLingui();
  const params = Route.useParams();
  const kind = isDocumentKind(params.documentKind) ? params.documentKind : 'technical-inspections';
  const automobileId = Number(params.automobileId);
  const documents = useAutomobileDocuments(automobileId);
  return (
    <div className="page">
      <PageHeader
        title={i18n._(documentKindTitles[kind].list)}
        back="/automobiles/$automobileId"
        backParams={{ automobileId: params.automobileId }}
        actions={
          <Link
            to="/automobiles/$automobileId/$documentKind/add"
            params={{ automobileId: params.automobileId, documentKind: kind }}
            className={buttonClass({ size: 'sm' })}
          >
            <Plus size={16} aria-hidden="true" />
            {t`Add`}
          </Link>
        }
      />
      {documents.data ? (
        <DocumentList automobileId={automobileId} kind={kind} documents={documents.data[apiKindOfRoute(kind)]} />
      ) : documents.isPending ? (
        <SpinnerBlock label={t`Loading documents...`} />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(documents.error, t`Failed to load the documents`)}
        </Alert>
      )}
    </div>
  );
}
