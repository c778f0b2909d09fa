import { useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { creditCount } from '../../../lib/counts';
import { dateCount, dayLabel } from '../../../lib/series-days';
import { useCancelSeriesDates } from '../api/change-series';
import type { ReservationSeries } from '../api/get-series';

/** One date of the series, or (no date) every remaining one. */
export type SeriesCancel = { date?: string };

type SeriesCancelDialogProps = { series: ReservationSeries; cancel: SeriesCancel | null; onClose: () => void };

/** Asks before cancelling a date or the rest of a series, then says what came back to the wallet. */
export function SeriesCancelDialog({ series, cancel, onClose }: SeriesCancelDialogProps) {
  const { t, i18n } = useLingui();
  const mutation = useCancelSeriesDates();
  const date = cancel?.date;
  const confirm = () =>
    mutation.mutate(
      { id: series.id, from: date, to: date },
      {
        onSuccess: (answer) => {
          onClose();
          const done = date ? t`Date cancelled` : t`Series cancelled`;
          const refunded = answer.refunded_total > 0 ? t`${i18n._(creditCount(answer.refunded_total))} refunded` : '';
          toast.success(refunded ? `${done}. ${refunded}` : done);
        },
        onError: (error) => {
          onClose();
          toast.error(errorMessage(error, t`Failed to cancel`));
        },
      },
    );
  return (
    <ConfirmDialog
      open={cancel !== null}
      title={date ? t`Cancel this date?` : t`Cancel the rest of the series?`}
      message={
        date
          ? t`${dayLabel(i18n, date)} will be cancelled; its credits come back by the usual rules.`
          : t`Every remaining date (${i18n._(dateCount(series.remaining.length))}) will be cancelled and the series ends.`
      }
      confirmLabel={date ? t`Cancel one date` : t`Cancel the rest`}
      cancelLabel={t`Keep it`}
      destructive
      busy={mutation.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
