import './report-spot.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Flag } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ReportResult } from '../../../../domain/contracts/reservations';
import type { ReportReason } from '../../../../domain/report-rules';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { toast } from '../../../components/ui/toast-store';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { alternativeBooking, useBookAlternative } from '../api/book-alternative';
import type { Reservation } from '../api/get-reservations';
import { useReportSpot } from '../api/report-spot';
import { ReportClosedNote } from './report-closed-note';
import { ReportResultView } from './report-result';
import { ReportSpotForm } from './report-spot-form';

type ReportSpotProps = { reservation: Reservation; canReport: boolean; reportClosed: boolean; zone: string };

type Step = { kind: 'form'; key: string } | { kind: 'result'; result: ReportResult } | null;

/**
 * "Spot taken?" (PRODUCT.md "Trust at the lot"): the driver says why, the reservation is
 * cancelled with every held credit back, and the free lots nearby are offered for the rest of
 * the period, each booked in one tap with the same vehicle. Kept mounted after the report, so
 * the answer stays on screen though the button is gone.
 */
export function ReportSpot({ reservation, canReport, reportClosed, zone }: ReportSpotProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const report = useReportSpot();
  const book = useBookAlternative();
  const [step, setStep] = useState<Step>(null);
  const [reason, setReason] = useState<ReportReason>('occupied');
  const [note, setNote] = useState('');
  const [booking, setBooking] = useState<number | null>(null);
  // One key per lot tapped: a retry after a lost answer books once.
  const bookingKeys = useRef(new Map<number, string>());
  const place = reservation.place ?? '';

  const close = () => {
    if (report.isPending || book.isPending) return;
    setStep(null);
    report.reset();
    book.reset();
  };

  const confirm = () => {
    if (step?.kind !== 'form') return;
    report.mutate(
      { id: reservation.id, body: { reason, note: note.trim() || null }, idempotencyKey: step.key },
      { onSuccess: (result) => setStep({ kind: 'result', result }) },
    );
  };

  const bookLot = (lotId: number) => {
    if (step?.kind !== 'result') return;
    const { result } = step;
    const body = alternativeBooking(
      reservation,
      lotId,
      { from: result.alternatives_from, to: result.alternatives_to },
      zone,
    );
    if (!body) {
      toast.error(t`Your reserved time is over.`);
      return;
    }
    const key = bookingKeys.current.get(lotId) ?? newIdempotencyKey();
    bookingKeys.current.set(lotId, key);
    setBooking(lotId);
    book.mutate(
      { body, idempotencyKey: key },
      {
        onSuccess: (created) => {
          setStep(null);
          book.reset();
          report.reset();
          const booked = created.place ?? '';
          toast.success(t`Reserved place ${booked}`);
          void navigate({ to: '/reservations/$reservationId', params: { reservationId: String(created.id) } });
        },
        onSettled: () => setBooking(null),
      },
    );
  };

  return (
    <>
      {canReport ? (
        <Button
          variant="secondary"
          block
          className="btn--destructive-ghost"
          icon={<Flag size={18} aria-hidden="true" />}
          onClick={() => {
            report.reset();
            setStep({ kind: 'form', key: newIdempotencyKey() });
          }}
        >
          {t`Spot taken?`}
        </Button>
      ) : reportClosed ? (
        <ReportClosedNote />
      ) : null}
      <Dialog
        open={step !== null}
        onClose={close}
        dismissible={step?.kind === 'result'}
        title={
          step?.kind === 'result' ? (
            t`Spot reported`
          ) : (
            <Trans>
              Report place <span className="nowrap">{place}</span>
            </Trans>
          )
        }
        actions={
          step?.kind === 'form' ? (
            <>
              <Button variant="secondary" onClick={close} disabled={report.isPending}>
                {t`Back`}
              </Button>
              <Button variant="danger" onClick={confirm} loading={report.isPending}>
                {t`Report and get my credits back`}
              </Button>
            </>
          ) : (
            <Button variant="secondary" onClick={close} disabled={book.isPending}>
              {t`Close`}
            </Button>
          )
        }
      >
        {step?.kind === 'form' ? (
          <ReportSpotForm reason={reason} note={note} onReason={setReason} onNote={setNote} error={report.error} />
        ) : null}
        {step?.kind === 'result' ? (
          <ReportResultView
            result={step.result}
            zone={zone}
            booking={booking}
            bookingError={book.error}
            onBook={bookLot}
          />
        ) : null}
      </Dialog>
    </>
  );
}
