import './series-booking.css';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import type { SeriesRequest } from '../../../../../domain/contracts/reservation-series';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { FormErrorAlert } from '../../../../components/ui/form-error-alert';
import { toast } from '../../../../components/ui/toast-store';
import { fieldError } from '../../../../lib/api-error';
import { creditCount } from '../../../../lib/counts';
import { newIdempotencyKey } from '../../../../lib/idempotency-key';
import { useBookSeries } from '../../api/book-series';
import { usePreviewSeries } from '../../api/preview-series';
import { defaultWeekdays, patternOfRange } from '../../series-pattern';
import { dateCount } from '../../../../lib/series-days';
import { RepeatFields, type RepeatChoice } from './repeat-fields';
import { SeriesPreviewList } from './series-preview-list';

type SeriesBookingProps = {
  lotId: number;
  automobileId: number;
  /** The form's range now ('yyyy-MM-dd HH:mm' ends): its day starts the series, its hours are each day's. */
  rangeToBook: () => { from: string; to: string };
  /** The start day shown first (the chips' default). */
  startDate: string;
  /** Changes with the form's range and car: a preview of another one is dropped. */
  rangeKey: string;
};

/** The fields whose errors show in place; any other is listed in the alert. */
const shownFields = ['weekdays'] as const;

/**
 * "Repeat" in the booking form: the days, the weeks and monthly renewal, then a preview of
 * every date (free or why not) and one button that books every free date or none.
 */
export function SeriesBooking({ lotId, automobileId, rangeToBook, startDate, rangeKey }: SeriesBookingProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<RepeatChoice>(() => ({
    weekdays: defaultWeekdays(startDate),
    weeks: 4,
    renew: false,
  }));
  const [request, setRequest] = useState<SeriesRequest | null>(null);
  const [rangeProblem, setRangeProblem] = useState(false);
  const lastBook = useRef<{ body: string; key: string } | null>(null);
  const preview = usePreviewSeries();
  const book = useBookSeries();
  const [previewedRange, setPreviewedRange] = useState(rangeKey);
  if (previewedRange !== rangeKey) {
    setPreviewedRange(rangeKey);
    setRequest(null);
  }

  const change = (next: RepeatChoice) => {
    setChoice(next);
    setRequest(null);
    preview.reset();
    book.reset();
  };

  const showPreview = () => {
    const pattern = patternOfRange(rangeToBook());
    setRangeProblem(!pattern);
    book.reset();
    if (!pattern) return;
    const next: SeriesRequest = {
      parking_lot_id: lotId,
      automobile_id: automobileId,
      weekdays: choice.weekdays,
      from: pattern.from,
      to: pattern.to,
      start_date: pattern.startDate,
      weeks: choice.weeks,
      renew: choice.renew,
    };
    setRequest(next);
    preview.mutate(next);
  };

  const bookAll = () => {
    if (!request) return;
    // The same series sent again (a lost answer) keeps its key; any change is a new booking.
    const body = JSON.stringify(request);
    const key = lastBook.current?.body === body ? lastBook.current.key : newIdempotencyKey();
    lastBook.current = { body, key };
    book.mutate(
      { request, idempotencyKey: key },
      {
        onSuccess: (booked) => {
          lastBook.current = null;
          toast.success(t`Series booked: ${i18n._(dateCount(booked.reservations.length))}`);
          void navigate({ to: '/reservations' });
        },
      },
    );
  };

  const shown = preview.data && request ? preview.data : null;
  const error = book.error ?? preview.error;
  const free = shown?.free_count ?? 0;
  return (
    <div className="series-booking stack-sm">
      <RepeatFields
        value={choice}
        onChange={change}
        error={fieldError(error, 'weekdays') ?? (choice.weekdays.length === 0 ? t`Choose at least one day` : undefined)}
      />
      {shown ? <SeriesPreviewList preview={shown} /> : null}
      <div className="reservation-form__submit">
        <div className="reservation-form__refusal" data-testid="series-refusal">
          {rangeProblem ? (
            <Alert tone="error">{t`A repeated booking starts and ends on the same day: change the time range.`}</Alert>
          ) : error ? (
            <FormErrorAlert error={error} fallback={t`Failed to book the series`} fields={shownFields} />
          ) : shown && !shown.enough_credits ? (
            <Alert tone="warning" title={t`Not enough credits`}>
              {t`These dates need ${i18n._(creditCount(shown.total_credits))} and your balance is ${shown.balance}.`}
            </Alert>
          ) : null}
        </div>
        {shown && free > 0 ? (
          <Button type="button" block loading={book.isPending} disabled={!shown.enough_credits} onClick={bookAll}>
            {t`Book ${i18n._(dateCount(free))} (${i18n._(creditCount(shown.total_credits))})`}
          </Button>
        ) : (
          <Button
            type="button"
            block
            variant={shown ? 'secondary' : 'primary'}
            loading={preview.isPending}
            disabled={choice.weekdays.length === 0}
            onClick={showPreview}
          >
            {t`Preview the dates`}
          </Button>
        )}
      </div>
    </div>
  );
}
