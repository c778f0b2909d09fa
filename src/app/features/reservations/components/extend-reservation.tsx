import './reservations.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import '../../../components/ui/chips.css';
import { Clock } from 'lucide-react';
import { useState } from 'react';
import { requiredCredits, type CreditSettings } from '../../../../domain/credits';
import { formatApiDateTime, parseApiDateTime } from '../../../../domain/date-time';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DateTimeField } from '../../../components/ui/date-time/date-time-field';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, fieldError } from '../../../lib/api-error';
import { formatInstant, formatTimeOrDate } from '../../../lib/dates';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useExtendReservation } from '../api/extend-reservation';
import type { Reservation } from '../api/get-reservations';
import type { ReservationState } from '../reservation-state';

const STEPS = [15, 30, 60] as const;
const MINUTE = 60_000;

type Choice = { kind: 'minutes'; minutes: number } | { kind: 'custom' } | null;

type ExtendReservationProps = {
  reservation: Reservation;
  state: ReservationState;
  zone: string;
  settings: CreditSettings;
};

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input in the app zone. */
const toInputValue = (at: Date, zone: string) => (formatApiDateTime(at, zone) ?? '').slice(0, 16).replace(' ', 'T');

/**
 * Extend by +15, +30 or +60 minutes, or to a chosen end: the new end and the extra credits
 * are shown before the driver confirms. The server refuses what does not fit (the next
 * booking, the lot's window, the balance) and says why.
 */
export function ExtendReservation({ reservation: r, state, zone, settings }: ExtendReservationProps) {
  const { t } = useLingui();
  const extend = useExtendReservation();
  const [choice, setChoice] = useState<Choice>(null);
  const [custom, setCustom] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const open = state.status === 'scheduled' || state.status === 'active';
  const today = formatInstant(new Date(), 'yyyy-MM-dd', zone);
  if (!state.party.isDriver || !open || !state.start || !state.end) return null;
  const { start, end } = state;

  const newEnd =
    choice?.kind === 'minutes'
      ? new Date(end.getTime() + choice.minutes * MINUTE)
      : choice?.kind === 'custom'
        ? parseApiDateTime(custom.replace('T', ' '), zone)
        : undefined;
  const valid = newEnd !== undefined && newEnd.getTime() > end.getTime();
  const extra = valid ? requiredCredits(start, newEnd, settings.minCredits) - r.credits_reserved : 0;

  const pick = (next: Choice) => {
    setChoice(next);
    setKey(newIdempotencyKey());
    if (next?.kind === 'custom' && !custom) setCustom(toInputValue(new Date(end.getTime() + 30 * MINUTE), zone));
  };

  const confirm = () => {
    if (!valid || !choice) return;
    const body =
      choice.kind === 'minutes' ? { minutes: choice.minutes } : { end_time: `${custom.replace('T', ' ')}:00` };
    extend.mutate(
      { id: r.id, body, idempotencyKey: key },
      {
        onSuccess: (updated) => {
          setChoice(null);
          const until = formatTimeOrDate(updated.end_time, today);
          toast.success(t`Extended until ${until}`);
        },
        onError: (error) => {
          setKey(newIdempotencyKey());
          toast.error(errorMessage(error, t`The reservation could not be extended.`));
        },
      },
    );
  };

  // The date too when the new end is not today ("Until 29/11 22:10").
  const shownEnd = valid ? formatTimeOrDate(formatApiDateTime(newEnd, zone), today) : '';
  return (
    <Card title={t`Extend`} className="extend-reservation">
      <div className="chips" role="group" aria-label={t`Add time`}>
        {STEPS.map((minutes) => (
          <button
            key={minutes}
            type="button"
            className="chip"
            aria-pressed={choice?.kind === 'minutes' && choice.minutes === minutes}
            onClick={() => pick({ kind: 'minutes', minutes })}
          >
            {t`+${minutes} min`}
          </button>
        ))}
        <button
          type="button"
          className="chip"
          aria-pressed={choice?.kind === 'custom'}
          onClick={() => pick({ kind: 'custom' })}
        >
          {t`Other end`}
        </button>
      </div>
      {choice?.kind === 'custom' ? (
        <DateTimeField
          label={t`New end`}
          value={custom.replace('T', ' ')}
          onChange={(value) => setCustom(value.replace(' ', 'T'))}
          min={toInputValue(end, zone).replace('T', ' ')}
          today={today}
          error={fieldError(extend.error, 'end_time')}
        />
      ) : null}
      {choice ? (
        <div className="extend-reservation__confirm">
          <p className="muted tabular" aria-live="polite">
            {valid
              ? t`Until ${shownEnd} · ${plural(extra, { one: '# more credit', other: '# more credits' })}`
              : t`Choose an end after the current one.`}
          </p>
          <Button
            block
            icon={<Clock size={18} aria-hidden="true" />}
            disabled={!valid}
            loading={extend.isPending}
            onClick={confirm}
          >
            {t`Extend reservation`}
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
