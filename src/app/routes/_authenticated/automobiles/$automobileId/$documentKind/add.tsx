import { useLingui } from '@lingui/react/macro';
import { createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../../../components/ui/page-header';
import { useCountries } from '../../../../../features/countries/countries-store';
import { DocumentForm } from '../../../../../features/documents/components/document-form';
import { documentKindTitles, isDocumentKind } from '../../../../../features/documents/document-kinds';
import { parseRouteId } from '../../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/$documentKind/add')({
  params: {
    parse: ({ automobileId, documentKind }) => ({ automobileId: String(parseRouteId(automobileId)), documentKind }),
  },
  beforeLoad: ({ params }) => {
    if (!isDocumentKind(params.documentKind)) throw notFound();
  },
  component: AddDocumentPage,
});

function AddDocumentPage() {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const params = Route.useParams();
  const countries = useCountries();
  const kind = isDocumentKind(params.documentKind) ? params.documentKind : 'technical-inspections';
  const back = () =>
    void navigate({ to: '/automobiles/$automobileId/$documentKind', params: { ...params, documentKind: kind } });
  return (
    <div className="page">
      <PageHeader
        title={i18n._(documentKindTitles[kind].add)}
        back="/automobiles/$automobileId/$documentKind"
        backParams={params}
      />
      <DocumentForm automobileId={Number(params.automobileId)} kind={kind} countries={countries.items} onSaved={back} />
    </div>
  );
}
