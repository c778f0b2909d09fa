import './reservations.css';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type CreditSettings, finalizeSettlement } from '../../../../domain/credits';
import type { Reservation } from '../api/get-reservations';
import type { ReservationState } from '../reservation-state';

type FinalizeEstimateProps = { reservation: Reservation; state: ReservationState; now: Date; settings: CreditSettings };

/** What finalizing now would cost, by the server's own arithmetic (domain/credits). */
export function FinalizeEstimate({ reservation, state, now, settings }: FinalizeEstimateProps) {
  const { t } = useLingui();
  if (!state.canFinalize || !state.start) return null;
  const { charged, refund } = finalizeSettlement(reservation.credits_reserved, state.start, now, settings);
  return (
    <div className="finalize-estimate">
      <p className="finalize-estimate__title">{t`If you finalize now`}</p>
      <div className="finalize-estimate__figures">
        <p>
          <strong className="tabular">{charged}</strong>
          <span>{t`${plural(charged, { one: 'credit paid', other: 'credits paid' })}`}</span>
        </p>
        <p>
          <strong className="tabular">{refund}</strong>
          <span>{t`${plural(refund, { one: 'credit back to you', other: 'credits back to you' })}`}</span>
        </p>
      </div>
      <p className="text-sm muted">
        {t`${plural(settings.minCredits, { one: 'At least # credit is charged', other: 'At least # credits are charged' })}; unused minutes come back to you.`}
      </p>
    </div>
  );
}
