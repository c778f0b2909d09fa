import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../../../../components/ui/alert';
import { PageHeader } from '../../../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../../../components/ui/spinner';
import { useCountries } from '../../../../../../features/countries/countries-store';
import { useAutomobileDocuments } from '../../../../../../features/documents/api/documents';
import { DeleteDocumentButton } from '../../../../../../features/documents/components/delete-document-button';
import { DocumentForm } from '../../../../../../features/documents/components/document-form';
import {
  apiKindOfRoute,
  documentKindTitles,
  isDocumentKind,
} from '../../../../../../features/documents/document-kinds';
import { errorMessage } from '../../../../../../lib/api-error';
import { parseRouteId } from '../../../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/$documentKind/$documentId/edit')({
  params: {
    parse: ({ automobileId, documentKind, documentId }) => ({
      automobileId: String(parseRouteId(automobileId)),
      documentKind,
      documentId: String(parseRouteId(documentId)),
    }),
  },
  beforeLoad: ({ params }) => {
    if (!isDocumentKind(params.documentKind)) throw notFound();
  },
  component: EditDocumentPage,
});

function EditDocumentPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const params = Route.useParams();
  const countries = useCountries();
  const kind = isDocumentKind(params.documentKind) ? params.documentKind : 'technical-inspections';
  const automobileId = Number(params.automobileId);
  const documents = useAutomobileDocuments(automobileId);
  const doc = documents.data?.[apiKindOfRoute(kind)].find((d) => d.id === Number(params.documentId));
  const listParams = { automobileId: params.automobileId, documentKind: kind };
  const back = () => void navigate({ to: '/automobiles/$automobileId/$documentKind', params: listParams });
  return (
    <div className="page">
      <PageHeader
        title={i18n._(documentKindTitles[kind].edit)}
        back="/automobiles/$automobileId/$documentKind"
        backParams={listParams}
      />
      {doc ? (
        <>
          <DocumentForm
            automobileId={automobileId}
            kind={kind}
            document={doc}
            countries={countries.items}
            onSaved={back}
          />
          <DeleteDocumentButton automobileId={automobileId} kind={kind} documentId={doc.id} onDeleted={back} />
        </>
      ) : documents.isPending ? (
        <SpinnerBlock label={t`Loading documents...`} />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(documents.error, t`This document was not found.`)}
        </Alert>
      )}
    </div>
  );
}
