import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/ui/alert';
import { FormErrorAlert } from '../../../components/ui/form-error-alert';
import { creditCount } from '../../../lib/counts';
import { reservationFormMessages, type ReservationProblem } from '../reservation-form-validation';

type BookingRefusalProps = {
  /** The form's own checks that fail (after a submit): the last one is the headline. */
  problems: ReservationProblem[];
  /** The credits the balance lacks for the booking (after a submit), else 0. */
  missingCredits: number;
  /** The user has no saved automobile (the refusal then offers to add one). */
  noAutomobile: boolean;
  /** The server's refusal. */
  error: unknown;
  /** The fields the form shows the server's errors under. */
  fields: readonly string[];
  /** Counts the submits: each refused tap brings the message into view again. */
  attempt: number;
};

/**
 * Why "Reserve" did not book, right above the button in the sheet's sticky footer (so the
 * button never covers it and the half-open sheet shows it), announced as an alert and
 * scrolled into view on every refused tap: the form's checks, too few credits (how many
 * more, and where to get them), or the server's word (the lot taken meanwhile, a rule).
 */
export function BookingRefusal({
  problems,
  missingCredits,
  noAutomobile,
  error,
  fields,
  attempt,
}: BookingRefusalProps) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  const last = problems.at(-1);
  const refused = Boolean(last) || missingCredits > 0 || Boolean(error);
  useEffect(() => {
    if (refused) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [refused, attempt, error]);

  let content = null;
  if (last) {
    content = (
      <Alert tone="error" title={i18n._(reservationFormMessages[last.code])}>
        {problems.length > 1 ? (
          <ul className="reservation-form__problems">
            {problems.map((problem) => (
              <li key={problem.code}>{i18n._(reservationFormMessages[problem.code])}</li>
            ))}
          </ul>
        ) : null}
        {noAutomobile && problems.some((problem) => problem.code === 'automobileRequired') ? (
          <Link to="/automobiles/add">{t`Add an automobile`}</Link>
        ) : null}
      </Alert>
    );
  } else if (missingCredits > 0) {
    const missing = i18n._(creditCount(missingCredits));
    content = (
      <Alert tone="error" title={t`Not enough credits`}>
        {t`You need ${missing} more for this reservation.`} <Link to="/credits">{t`Get credits`}</Link>
      </Alert>
    );
  } else if (error) {
    content = <FormErrorAlert error={error} fallback={t`Failed to create reservation`} fields={fields} />;
  }
  return (
    <div ref={ref} className="reservation-form__refusal" data-testid="booking-refusal">
      {content}
    </div>
  );
}
