import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { buttonClass } from '../../../../components/ui/button';
import { isMissing } from '../../../../components/ui/missing-record';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { useAutomobile } from '../../../../features/automobiles/api/get-my-automobiles';
import { AutomobileDetails } from '../../../../features/automobiles/components/automobile-details';
import { DeleteAutomobileButton } from '../../../../features/automobiles/components/delete-automobile-button';
import { useAutomobileDocuments } from '../../../../features/documents/api/documents';
import { DocumentStateCards } from '../../../../features/documents/components/document-state-cards';
import { MissingAutomobile } from '../../../../features/automobiles/components/missing-automobile';
import { errorMessage } from '../../../../lib/api-error';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/')({
  params: { parse: ({ automobileId }) => ({ automobileId: String(parseRouteId(automobileId)) }) },
  component: AutomobilePage,
});

function AutomobilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { automobileId } = Route.useParams();
  const automobile = useAutomobile(Number(automobileId), useQueryClient());
  const data = automobile.data;
  const documents = useAutomobileDocuments(Number(automobileId));
  const documentCount = documents.data ? Object.values(documents.data).flat().length : 0;
  return (
    <div className="page">
      <PageHeader
        title={data?.registration_number ?? t`Automobile`}
        subtitle={[data?.make, data?.model].filter(Boolean).join(' ') || undefined}
        back="/automobiles"
        actions={
          data ? (
            <Link
              to="/automobiles/$automobileId/edit"
              params={{ automobileId }}
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              <Pencil size={16} aria-hidden="true" />
              {t`Edit`}
            </Link>
          ) : null
        }
      />
      {data ? (
        <AutomobileDetails
          automobile={data}
          documents={<DocumentStateCards automobileId={data.id} documents={documents.data} />}
          actions={
            <DeleteAutomobileButton
              automobile={data}
              alsoDeleted={
                documentCount > 0
                  ? t`Its ${plural(documentCount, { one: '# document', other: '# documents' })} will be deleted with it.`
                  : undefined
              }
              onDeleted={() => void navigate({ to: '/automobiles' })}
            />
          }
        />
      ) : automobile.isPending ? (
        <SpinnerBlock label={t`Loading automobile...`} />
      ) : isMissing(automobile.error) ? (
        <MissingAutomobile />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(automobile.error, t`Failed to fetch automobiles`)}
        </Alert>
      )}
    </div>
  );
}
