import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Alert } from '../../../../components/ui/alert';
import { isMissing } from '../../../../components/ui/missing-record';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { useAutomobile } from '../../../../features/automobiles/api/get-my-automobiles';
import { AutomobileForm } from '../../../../features/automobiles/components/automobile-form';
import { MissingAutomobile } from '../../../../features/automobiles/components/missing-automobile';
import { errorMessage } from '../../../../lib/api-error';
import { parseRouteId } from '../../../../lib/route-id';

export const Route = createFileRoute('/_authenticated/automobiles/$automobileId/edit')({
  params: { parse: ({ automobileId }) => ({ automobileId: String(parseRouteId(automobileId)) }) },
  component: EditAutomobilePage,
});

function EditAutomobilePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { automobileId } = Route.useParams();
  const automobile = useAutomobile(Number(automobileId), useQueryClient());
  return (
    <div className="page">
      <PageHeader title={t`Edit automobile`} back="/automobiles/$automobileId" backParams={{ automobileId }} />
      {automobile.data ? (
        <AutomobileForm
          key={automobile.data.id}
          automobile={automobile.data}
          onSaved={() => void navigate({ to: '/automobiles/$automobileId', params: { automobileId } })}
        />
      ) : automobile.isPending ? (
        <SpinnerBlock label={t`Loading automobile...`} />
      ) : isMissing(automobile.error) ? (
        <MissingAutomobile />
      ) : (
        <Alert tone="error">{errorMessage(automobile.error, t`Failed to fetch automobiles`)}</Alert>
      )}
    </div>
  );
}
