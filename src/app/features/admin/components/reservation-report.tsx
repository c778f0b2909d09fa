import './admin.css';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReservationReportContract } from '../../../../domain/contracts/reservation-reports';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/api-error';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { checkVerdictLabels, reportReasonLabels } from '../../../lib/report-reasons';
import { useAdminWrite } from '../api/admin-api';
import { Facts } from './admin-screen';
import { useAdminFormat } from './admin-format';
import { awaitingDecision } from './report-awaiting';

type Settle = 'charge' | 'refund';

/**
 * A reservation's "spot taken" report in the admin detail: the driver's reason and note, the
 * owner's contest, and, while it awaits a decision, charge or refund the driver (once, final).
 */
export function ReservationReport({ id, report }: { id: number; report: ReservationReportContract }) {
  const { t, i18n } = useLingui();
  const format = useAdminFormat();
  const write = useAdminWrite('reservations', ['transactions', 'users']);
  const [confirming, setConfirming] = useState<{ settle: Settle; key: string } | null>(null);
  const reportedAt = format.dateTime(report.reported_at);
  let decision: string;
  if (report.settlement === 'charge') decision = t`Driver charged as if finished at the report`;
  else if (report.settlement === 'refund') decision = t`Driver refunded`;
  else if (awaitingDecision(report)) decision = t`Awaiting a decision`;
  else decision = t`None needed: the driver was refunded`;

  const settle = () => {
    if (!confirming) return;
    write.mutate(
      {
        endpoint: 'PUT /admin/reservations/{id}',
        params: { id },
        json: { settle: confirming.settle },
        headers: { 'Idempotency-Key': confirming.key },
      },
      {
        onSuccess: () =>
          toast.success(confirming.settle === 'charge' ? t`The driver was charged.` : t`The driver was refunded.`),
        onError: (err) => toast.error(errorMessage(err, t`The report could not be settled.`)),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <section className="admin-section" data-testid="admin-report">
      <h3>{t`Spot reported`}</h3>
      <Facts
        rows={[
          [t`Reason`, i18n._(reportReasonLabels[report.reason])],
          [t`Driver's note`, report.note],
          [t`Reported at`, reportedAt],
          [t`Refund`, report.held ? t`Held for review (fourth report in 30 days)` : t`Given back at once`],
          [t`Contested at`, report.contested_at ? format.dateTime(report.contested_at) : null],
          [t`Owner's note`, report.contest_note],
          [
            t`Evidence`,
            report.contest_evidence
              ? t`The owner's check saw ${report.contest_evidence.registration} on the lot at ${format.dateTime(report.contest_evidence.checked_at)}, after the report (${i18n._(checkVerdictLabels[report.contest_evidence.verdict])}).`
              : null,
          ],
          [t`Decision`, decision],
          [t`Decided at`, report.settled_at ? format.dateTime(report.settled_at) : null],
        ]}
      />
      {awaitingDecision(report) ? (
        <div className="admin-actions">
          <Button variant="danger" onClick={() => setConfirming({ settle: 'charge', key: newIdempotencyKey() })}>
            {t`Charge the driver`}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming({ settle: 'refund', key: newIdempotencyKey() })}>
            {t`Refund the driver`}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        destructive={confirming?.settle === 'charge'}
        title={confirming?.settle === 'charge' ? t`Charge the driver?` : t`Refund the driver?`}
        message={
          confirming?.settle === 'charge'
            ? t`The driver pays as if the reservation had finished at ${reportedAt}, and the owner is paid. This decision is final.`
            : t`The driver keeps every held credit and the owner gets nothing. This decision is final.`
        }
        confirmLabel={confirming?.settle === 'charge' ? t`Charge the driver` : t`Refund the driver`}
        cancelLabel={t`Back`}
        busy={write.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={settle}
      />
    </section>
  );
}
