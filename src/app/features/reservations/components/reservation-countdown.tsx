import './reservations.css';
import { useLingui } from '@lingui/react/macro';
import { countdownTarget, formatCountdown, type ReservationState } from '../reservation-state';

/** "Starts in 04:59" / "Ends in 1:02:03", renewed by the caller's clock each second. */
export function ReservationCountdown({ state, now }: { state: ReservationState; now: Date }) {
  const { t, i18n } = useLingui();
  const target = countdownTarget(state);
  if (!target) return null;
  const left = formatCountdown(target.at.getTime() - now.getTime(), i18n);
  return (
    <p className="countdown" role="timer" aria-live="off">
      <span className="countdown__label">{target.kind === 'start' ? t`Starts in` : t`Ends in`}</span>
      <span className="countdown__value tabular">{left}</span>
    </p>
  );
}
