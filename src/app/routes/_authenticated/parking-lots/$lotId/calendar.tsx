import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import type { DateTime } from 'luxon';
import { Alert } from '../../../../components/ui/alert';
import { PageHeader } from '../../../../components/ui/page-header';
import { SpinnerBlock } from '../../../../components/ui/spinner';
import { parkingLotQuery, useParkingLot } from '../../../../features/parking-lots/api/get-my-parking-lots';
import { weekStart } from '../../../../features/parking-lots/calendar-week';
import { LotCalendar } from '../../../../features/parking-lots/components/lot-calendar';
import { errorMessage } from '../../../../lib/api-error';
import { useAppConfig } from '../../../../lib/app-config';
import { parseRouteId } from '../../../../lib/route-id';

type CalendarSearch = { week?: string };

export const Route = createFileRoute('/_authenticated/parking-lots/$lotId/calendar')({
  params: { parse: ({ lotId }) => ({ lotId: String(parseRouteId(lotId)) }) },
  // The week shown (any day of it, 'YYYY-MM-DD'), in the address so back from a booking keeps it.
  validateSearch: (search: Record<string, unknown>): CalendarSearch =>
    typeof search.week === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.week) ? { week: search.week } : {},
  loader: ({ context, params }) => {
    void context.queryClient.prefetchQuery(parkingLotQuery(Number(params.lotId)));
  },
  component: LotCalendarPage,
});

function LotCalendarPage() {
  const { t } = useLingui();
  const { lotId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const zone = useAppConfig().data?.timezone ?? 'Europe/Bucharest';
  const lot = useParkingLot(Number(lotId));
  const onWeek = (monday: DateTime) =>
    void navigate({ search: { week: monday.toFormat('yyyy-MM-dd') }, replace: true });

  return (
    <div className="page">
      <PageHeader
        title={lot.data ? t`Calendar of ${lot.data.identifier}` : t`Calendar`}
        heading={
          lot.data ? (
            <>
              {t`Calendar`} <span style={{ whiteSpace: 'nowrap' }}>{lot.data.identifier}</span>
            </>
          ) : undefined
        }
        back="/parking-lots/$lotId"
        backParams={{ lotId }}
      />
      {lot.data ? (
        <LotCalendar lot={lot.data} monday={weekStart(search.week, zone)} zone={zone} onWeek={onWeek} />
      ) : lot.isPending ? (
        <SpinnerBlock label={t`Loading parking lot...`} />
      ) : (
        <Alert tone="error" title={t`Error!`}>
          {errorMessage(lot.error, t`Failed to fetch parking lots`)}
        </Alert>
      )}
    </div>
  );
}
