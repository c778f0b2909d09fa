import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HandCoins } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Select } from '../../../components/ui/select';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-error';
import {
  adminCreditRequestsQuery,
  type CreditRequestStatusFilter,
  useAdminCreditRequests,
} from '../../../features/admin/api/credit-requests';
import { AdminScreen } from '../../../features/admin/components/admin-screen';
import { CreditRequestItem } from '../../../features/admin/components/credit-request-item';

type Search = { status?: 'any' };

export const Route = createFileRoute('/_authenticated/admin/credit-requests')({
  validateSearch: (search: Record<string, unknown>): Search => (search.status === 'any' ? { status: 'any' } : {}),
  loaderDeps: ({ search }): { status: CreditRequestStatusFilter } => ({ status: search.status ?? 'open' }),
  loader: ({ context, deps }) => void context.queryClient.prefetchQuery(adminCreditRequestsQuery(deps.status)),
  component: AdminCreditRequestsPage,
});

/** The drivers' requests for credits (the inbox notification opens this): grant or decline each in one tap. */
function AdminCreditRequestsPage() {
  const { t } = useLingui();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const status: CreditRequestStatusFilter = search.status ?? 'open';
  const list = useAdminCreditRequests(status);
  return (
    <AdminScreen
      title={t`Credit requests`}
      subtitle={t`Drivers ask for credits here when they cannot buy them; each is told of your answer.`}
    >
      <div className="admin-toolbar">
        <Select
          label={t`Show`}
          value={status}
          onChange={(value) => void navigate({ search: value === 'any' ? { status: 'any' } : {}, replace: true })}
          options={[
            { value: 'open', label: t`Waiting for an answer` },
            { value: 'any', label: t`All requests` },
          ]}
        />
      </div>
      {list.isPending ? (
        <SpinnerBlock label={t`Loading requests...`} />
      ) : list.isError ? (
        <Alert tone="error">{errorMessage(list.error, t`The requests could not be loaded.`)}</Alert>
      ) : list.data.data.length === 0 ? (
        <EmptyState icon={HandCoins} title={status === 'open' ? t`No request is waiting.` : t`No requests yet.`} />
      ) : (
        <Card flush>
          <ul className="credit-requests">
            {list.data.data.map((request) => (
              <CreditRequestItem key={request.id} request={request} suggested={list.data.suggested_credits} />
            ))}
          </ul>
        </Card>
      )}
    </AdminScreen>
  );
}
