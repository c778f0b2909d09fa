import { useLingui } from '@lingui/react';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../../../../components/layout/placeholder-page';
import { documentKindTitles, isDocumentKind } from '../../../../../../features/automobiles/document-kinds';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/$documentKind/$documentId/edit')({
  beforeLoad: ({ params }) => {
    if (!isDocumentKind(params.documentKind)) throw notFound();
  },
  component: EditDocumentPage,
});

function EditDocumentPage() {
  const { i18n } = useLingui();
  const params = Route.useParams();
  const kind = isDocumentKind(params.documentKind) ? params.documentKind : 'technical-inspections';
  return (
    <PlaceholderPage
      title={i18n._(documentKindTitles[kind].edit)}
      back="/automobiles/$automobileId/$documentKind"
      backParams={params}
    />
  );
}
