import { useLingui } from '@lingui/react/macro';
import '../../../components/ui/chips.css';
import { Clock } from 'lucide-react';
import { FieldError } from '../../../components/ui/text-field';
import { formatDateTime } from '../../../lib/dates';
import { parsePickerValue, toApiDateTime, type TimeRange } from '../time-range';

const durations = [30, 60, 120];

type TimeRangeSummaryProps = {
  range: TimeRange;
  zone: string;
  onDuration: (minutes: number) => void;
  startError?: string;
  endError?: string;
};

/** The range being booked (edited with the pickers below), with quick lengths. */
export function TimeRangeSummary({ range, zone, onDuration, startError, endError }: TimeRangeSummaryProps) {
  const { t } = useLingui();
  const start = formatDateTime(toApiDateTime(range.from), zone);
  const end = formatDateTime(toApiDateTime(range.to), zone);
  const from = parsePickerValue(range.from, zone);
  const to = parsePickerValue(range.to, zone);
  const minutes = from !== undefined && to !== undefined ? Math.round((to - from) / 60_000) : null;
  const endText = end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end;
  // A start that follows the clock is booked at the moment of booking: it reads "Now".
  const startText = range.followsNow ? t`Now` : start;
  const label = (m: number) => (m % 60 === 0 ? t`${m / 60} h` : t`${m} min`);
  return (
    <div className="time-range-summary">
      <p className="time-range-summary__text">
        <Clock size={18} aria-hidden="true" />
        <span className="tabular" data-testid="booked-range">
          {startText} – {endText}
        </span>
        {minutes !== null && minutes > 0 ? <span className="muted">({label(minutes)})</span> : null}
      </p>
      <div className="chips" role="group" aria-label={t`Length`}>
        {durations.map((m) => (
          <button key={m} type="button" className="chip" aria-pressed={minutes === m} onClick={() => onDuration(m)}>
            {label(m)}
          </button>
        ))}
      </div>
      {startError ? <FieldError id="reservation-start-error" message={startError} /> : null}
      {endError ? <FieldError id="reservation-end-error" message={endError} /> : null}
    </div>
  );
}
