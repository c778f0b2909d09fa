import './report-spot.css';
import { useLingui } from '@lingui/react/macro';
import type { ReservationReportContract } from '../../../../domain/contracts/reservation-reports';
import { Card } from '../../../components/ui/card';
import { formatDateTime } from '../../../lib/dates';
import { reportReasonLabels } from '../../../lib/report-reasons';
import { ContestReport } from './contest-report';

type ReportSummaryProps = {
  reservationId: number;
  report: ReservationReportContract;
  /** Whether the caller is the driver (who reported) or the lot's owner. */
  driver: boolean;
  canContest: boolean;
  zone: string;
};

/** A reported reservation: why, when, what came back, the owner's contest and an administrator's decision, in words. */
export function ReportSummary({ reservationId, report, driver, canContest, zone }: ReportSummaryProps) {
  const { t, i18n } = useLingui();
  const when = formatDateTime(report.reported_at, zone);
  const awaiting = !report.settlement && (report.held || report.contested_at !== null);
  let refund: string;
  if (report.settlement === 'charge') {
    const settled = formatDateTime(report.settled_at, zone);
    refund = driver
      ? t`An administrator decided on ${settled}: you pay for the time up to the report.`
      : t`An administrator decided on ${settled}: the driver pays for the time up to the report.`;
  } else if (report.settlement === 'refund') {
    const settled = formatDateTime(report.settled_at, zone);
    refund = driver
      ? t`An administrator decided on ${settled}: you keep every credit.`
      : t`An administrator decided on ${settled}: the driver keeps every credit.`;
  } else if (report.held) {
    refund = driver
      ? t`Your credits come back after an administrator reviews the report.`
      : t`The driver's credits wait for an administrator's review.`;
  } else {
    refund = driver ? t`Every held credit came back to you.` : t`Every held credit went back to the driver.`;
  }
  return (
    <Card title={t`Spot reported`} className="stack-sm report-summary" data-testid="report-summary">
      <dl className="detail-facts">
        <div className="detail-facts__item">
          <dt>{t`Reason`}</dt>
          <dd>{i18n._(reportReasonLabels[report.reason])}</dd>
        </div>
        <div className="detail-facts__item">
          <dt>{t`Reported at`}</dt>
          <dd className="tabular">{when}</dd>
        </div>
        {report.note ? (
          <div className="detail-facts__item">
            <dt>{t`Driver's note`}</dt>
            <dd>
              <q>{report.note}</q>
            </dd>
          </div>
        ) : null}
        {report.contested_at ? (
          <div className="detail-facts__item">
            <dt>{t`Contested by the owner`}</dt>
            <dd>
              <span className="tabular">{formatDateTime(report.contested_at, zone)}</span>
              {report.contest_note ? (
                <>
                  {' · '}
                  <q>{report.contest_note}</q>
                </>
              ) : null}
              {report.contest_evidence ? (
                <>
                  {' · '}
                  {t`by the owner's check of ${report.contest_evidence.registration} on the lot at ${formatDateTime(report.contest_evidence.checked_at, zone)}`}
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="report-summary__refund">{refund}</p>
      {awaiting && report.contested_at ? (
        <p className="muted text-sm">{t`An administrator will decide who pays.`}</p>
      ) : null}
      {canContest ? (
        <>
          <p className="muted text-sm">{t`If the spot was free, you may contest the report within 72 hours.`}</p>
          <ContestReport reservationId={reservationId} />
        </>
      ) : null}
    </Card>
  );
}
