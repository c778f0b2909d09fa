import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { RATING_TEXT_MAX, ratingTagValues, type RatingTagValue } from '../../../../domain/rating-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { toast } from '../../../components/ui/toast-store';
import { formatDateTime } from '../../../lib/dates';
import { formIssues } from '../../../lib/form-issues';
import { useFormChecks } from '../../../lib/use-form-checks';
import { useRateReservation, useReservationRating, type ReservationRating } from '../api/reservation-rating';
import { RatingItem } from './rating-item';
import { ratingTagLabels } from './rating-words';
import { StarInput } from './star-input';

/**
 * The rating of an ended reservation on its page: the form while the caller may rate (the
 * driver rates the lot with tags, the owner the driver), then their rating and the other
 * side's once revealed. `focus`: opened from the next day's notification (scrolled to).
 */
export function RatingPanel({
  reservationId,
  ended,
  focus,
}: {
  reservationId: number;
  ended: boolean;
  focus: boolean;
}) {
  const { t } = useLingui();
  const query = useReservationRating(reservationId, ended);
  const ref = useRef<HTMLDivElement>(null);
  const data = query.data;
  useEffect(() => {
    if (focus && data) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, data]);
  if (!data || (!data.can_rate && !data.mine && !data.theirs)) return null;
  const title = data.side === 'driver' ? t`Rate this parking lot` : t`Rate the driver`;
  return (
    <div ref={ref} id="rating">
      <Card title={title} data-testid="rating-panel">
        {data.can_rate ? <RatingForm reservationId={reservationId} data={data} /> : <RatingOutcome data={data} />}
      </Card>
    </div>
  );
}

function RatingForm({ reservationId, data }: { reservationId: number; data: ReservationRating }) {
  const { t, i18n } = useLingui();
  const [stars, setStars] = useState(0);
  const [tags, setTags] = useState<RatingTagValue[]>([]);
  const [text, setText] = useState('');
  const rate = useRateReservation(reservationId);
  const checks = useFormChecks(rate.error);
  const toggle = (tag: RatingTagValue, on: boolean) =>
    setTags((current) => (on ? [...current, tag] : current.filter((x) => x !== tag)));
  return (
    <form
      className="stack"
      onSubmit={(event) => {
        event.preventDefault();
        // No star chosen yet is a missing field, not a number under the minimum.
        const body = {
          stars: stars || undefined,
          tags: data.side === 'driver' ? tags : undefined,
          text: text.trim() || null,
        };
        // The schema (and Zod with it) is loaded when the form is sent, not with the
        // reservation's page, which a cold start opens (docs/performance.md); the service
        // worker holds its chunk, so it loads offline too.
        import('../../../../domain/contracts/ratings').then(
          ({ rateReservationBody }) => {
            if (!checks.passes(formIssues(rateReservationBody, body))) return;
            rate.mutate({ ...body, stars }, { onSuccess: () => toast.success(t`Thank you: your rating is saved.`) });
          },
          () => toast.error(t`No connection. Check your signal and try again.`),
        );
      }}
    >
      <p className="muted text-sm">
        {data.side === 'driver'
          ? t`The owner sees your rating once they rate you too, or after 14 days.`
          : t`The driver sees your rating once they rate the lot too, or after 14 days.`}{' '}
        {data.rate_until ? t`You can rate until ${formatDateTime(data.rate_until)}.` : null}
      </p>
      <FormErrorAlert
        error={rate.error}
        fallback={t`The rating could not be saved.`}
        fields={['stars', 'tags', 'text']}
        checkFailed={checks.failed}
      />
      <StarInput value={stars} onChange={setStars} label={t`Stars`} error={checks.error('stars')} />
      {data.side === 'driver' ? (
        <fieldset className="star-input">
          <legend className="field__label">{t`What was true? (optional)`}</legend>
          <div className="stack-sm">
            {ratingTagValues.map((tag) => (
              <Checkbox
                key={tag}
                label={i18n._(ratingTagLabels[tag])}
                checked={tags.includes(tag)}
                onChange={(on) => toggle(tag, on)}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <TextAreaField
        name="rating-text"
        label={data.side === 'driver' ? t`A few words for other drivers` : t`A few words about the driver`}
        optional
        value={text}
        onChange={setText}
        maxLength={RATING_TEXT_MAX}
        error={checks.error('text')}
      />
      <Button type="submit" block loading={rate.isPending} disabled={stars === 0}>
        {t`Send rating`}
      </Button>
      {stars === 0 ? <p className="muted text-sm">{t`Choose from 1 to 5 stars to send.`}</p> : null}
    </form>
  );
}

function RatingOutcome({ data }: { data: ReservationRating }) {
  const { t } = useLingui();
  return (
    <div className="stack">
      {data.mine ? (
        <div className="stack-sm">
          <h3 className="text-sm muted">{t`Your rating`}</h3>
          <RatingItem rating={data.mine} />
        </div>
      ) : null}
      {data.theirs ? (
        <div className="stack-sm">
          <h3 className="text-sm muted">
            {data.side === 'driver' ? t`The owner's rating of you` : t`The driver's rating of the lot`}
          </h3>
          <RatingItem rating={data.theirs} />
        </div>
      ) : data.mine && data.reveal_at ? (
        <p className="muted text-sm">
          {t`The other side's rating shows here once they rate too, or on ${formatDateTime(data.reveal_at)}.`}
        </p>
      ) : null}
    </div>
  );
}
