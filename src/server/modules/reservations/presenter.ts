import type { ReservationReportContract } from '../../../domain/contracts/reservation-reports';
import type { ReservationContract } from '../../../domain/contracts/reservations';
import type { lotChecks, reservationReports } from '../../db/schema/index';
import { formatApiDateTime } from '../../../domain/date-time';
import type { ReservationDetail } from './repository';

const OPEN = new Set(['scheduled', 'active']);

type ReportRow = typeof reservationReports.$inferSelect;
type CheckRow = Pick<typeof lotChecks.$inferSelect, 'checkedAt' | 'registration' | 'verdict' | 'receivedAt'>;

/** A reservation's report as every party sees it (null when none), with the check that contested it. */
export function reportView(
  report: ReportRow | null,
  zone: string,
  evidence: CheckRow | null = null,
): ReservationReportContract | null {
  if (!report) return null;
  return {
    reason: report.reason,
    note: report.note,
    reported_at: formatApiDateTime(report.reportedAt, zone),
    held: report.held,
    contested_at: formatApiDateTime(report.contestedAt, zone),
    contest_note: report.contestNote,
    contest_evidence:
      evidence && report.contestCheckId !== null
        ? {
            checked_at: formatApiDateTime(evidence.checkedAt, zone),
            registration: evidence.registration,
            verdict: evidence.verdict,
            received_at: formatApiDateTime(evidence.receivedAt, zone),
          }
        : null,
    settlement: report.settlement,
    settled_at: formatApiDateTime(report.settledAt, zone),
  };
}

/** A reservation as the API answers it (PRODUCT.md "reservation"), seen by `viewerId`. */
export function toReservationView(row: ReservationDetail, viewerId: number, zone: string): ReservationContract {
  const r = row.reservation;
  const driverSees = r.userId === viewerId && OPEN.has(row.effectiveStatus);
  const at = (d: Date | null) => formatApiDateTime(d, zone);
  return {
    id: r.id,
    status: row.effectiveStatus,
    user_id: r.userId,
    parking_lot_id: r.parkingLotId,
    automobile_id: r.automobileId,
    automobile_registration: r.automobileRegistration,
    visitor_phone: r.visitorPhone,
    start_time: formatApiDateTime(r.startTime, zone),
    end_time: formatApiDateTime(r.endTime, zone),
    credits_reserved: r.creditsReserved,
    credits_paid: r.creditsPaid,
    created_at: formatApiDateTime(r.createdAt, zone),
    finalized_at: at(r.finalizedAt),
    ended_at: at(r.endedAt),
    cancelled_at: at(r.cancelledAt),
    cancel_reason: r.cancelReason,
    made_by: row.driverName,
    phone: row.driverPhone,
    place: row.lot.identifier,
    zone: row.lot.zone,
    location: row.locationTitle,
    address: row.lot.address,
    access: row.lot.accessType,
    // The gate code and such: the lot's driver, only while the reservation is open.
    access_instructions: driverSees ? row.lot.accessInstructions : null,
    type: r.userId === viewerId ? ('sent' as const) : ('received' as const),
    report: reportView(row.report, zone, row.contestCheck),
    parking_lot: {
      id: row.lot.id,
      identifier: row.lot.identifier,
      zone: row.lot.zone,
      address: row.lot.address,
      latitude: row.lot.latitude,
      longitude: row.lot.longitude,
      orientation_degrees: row.lot.orientationDegrees,
    },
  };
}
