import './ratings.css';
import { useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Ban } from 'lucide-react';
import {
  CANCELS_OFTEN_STRIKES,
  REMOVAL_STRIKES,
  REMOVAL_WINDOW_DAYS,
  STRIKE_MEMORY_DAYS,
} from '../../../../domain/rating-rules';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { SpinnerBlock } from '../../../components/ui/spinner';
import { StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/dates';
import { useOwnerStrikes } from '../api/owner-strikes';

/** The owner's own reliability: strikes of the last 90 days, "cancels often", out of search. */
export function ReliabilityStatus() {
  const { t } = useLingui();
  const query = useOwnerStrikes();
  if (query.isPending) return <SpinnerBlock label={t`Loading...`} />;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t`Your record could not be loaded.`)}</Alert>;
  const s = query.data;
  return (
    <div className="stack">
      {s.out_of_search ? (
        <Alert tone="error" title={t`Your parking lots are out of search`}>
          {t`Since ${formatDateTime(s.out_of_search_since)} drivers cannot find your parking lots. An administrator reviews your record and puts them back; you are notified.`}
        </Alert>
      ) : s.cancels_often ? (
        <Alert tone="warning" title={t`Your lots show “Cancels often”`}>
          {t`Drivers see this on your lots while you have ${CANCELS_OFTEN_STRIKES} or more strikes in ${STRIKE_MEMORY_DAYS} days.`}
        </Alert>
      ) : (
        <Alert tone="success" title={t`All good`}>
          {t`Drivers see no warning on your lots.`}
        </Alert>
      )}
      <Card title={t`Your strikes`}>
        <div className="stack-sm">
          <p>
            {t`In the last ${STRIKE_MEMORY_DAYS} days: ${s.count_90_days}. In the last ${REMOVAL_WINDOW_DAYS} days: ${s.count_30_days} of ${REMOVAL_STRIKES}.`}
          </p>
          <p className="muted text-sm">
            {t`A strike is a cancel of a booked reservation, or a “spot taken” report that stood. ${REMOVAL_STRIKES} strikes within ${REMOVAL_WINDOW_DAYS} days take your lots out of search until an administrator reviews them.`}
          </p>
          {s.strikes.length > 0 ? (
            <ul className="reliability-strikes stack-sm">
              {s.strikes.map((strike) => (
                <li key={`${strike.kind}-${strike.reservation_id}`} className="row">
                  <StatusPill
                    tone={strike.kind === 'cancel' ? 'warning' : 'danger'}
                    icon={strike.kind === 'cancel' ? Ban : CircleAlert}
                  >
                    {strike.kind === 'cancel' ? t`You cancelled` : t`Spot taken`}
                  </StatusPill>
                  <span className="tabular">{formatDateTime(strike.at)}</span>
                  <span className="muted text-sm">{t`Reservation #${strike.reservation_id}`}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="row">
              <CircleCheck size={16} aria-hidden="true" /> {t`No strikes.`}
            </p>
          )}
        </div>
      </Card>
    </div>
  );
}
