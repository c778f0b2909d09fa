import { sql, type SQL } from 'drizzle-orm';
import { locations, lotChecks, parkingLots, reservationReports, reservations, users } from '../../db/schema/index';
import { apiTimeIn } from '../../lib/api-time-sql';
import { effectiveStatusSql } from './repository';

/**
 * The JSON array of the reservations `ids` selects, newest start first (ties by id), as
 * PostgreSQL builds it: toReservationView (presenter.ts) of each row seen by `viewerId`, key
 * for key (tests/api/reservations-list-json.test.ts compares the two on both databases).
 * A page of 200 reservations was 10,000 values for node-postgres to parse (a Date each
 * timestamp), drizzle to map, the presenter to format and JSON.stringify to write again;
 * one text column instead is what the finder's answers do (docs/performance.md).
 */
export function reservationsJson(ids: SQL, viewerId: number, now: Date, zone: string): SQL {
  const at = apiTimeIn(zone);
  const r = reservations;
  const lot = parkingLots;
  const report = reservationReports;
  const check = lotChecks;
  const mine = sql`${r.userId} = ${viewerId}`;
  const reportJson = sql`case when ${report.reservationId} is null then null else json_build_object(
      'reason', ${report.reason},
      'note', ${report.note},
      'reported_at', ${at(sql`${report.reportedAt}`)},
      'held', ${report.held},
      'contested_at', ${at(sql`${report.contestedAt}`)},
      'contest_note', ${report.contestNote},
      'contest_evidence', case when ${check.id} is null then null else json_build_object(
        'checked_at', ${at(sql`${check.checkedAt}`)},
        'registration', ${check.registration},
        'verdict', ${check.verdict},
        'received_at', ${at(sql`${check.receivedAt}`)}) end,
      'settlement', ${report.settlement},
      'settled_at', ${at(sql`${report.settledAt}`)}) end`;
  return sql`select coalesce(json_agg(json_build_object(
      'id', ${r.id},
      'status', st.status,
      'user_id', ${r.userId},
      'parking_lot_id', ${r.parkingLotId},
      'automobile_id', ${r.automobileId},
      'automobile_registration', ${r.automobileRegistration},
      'visitor_phone', ${r.visitorPhone},
      'start_time', ${at(sql`${r.startTime}`)},
      'end_time', ${at(sql`${r.endTime}`)},
      'credits_reserved', ${r.creditsReserved},
      'credits_paid', ${r.creditsPaid},
      'created_at', ${at(sql`${r.createdAt}`)},
      'finalized_at', ${at(sql`${r.finalizedAt}`)},
      'ended_at', ${at(sql`${r.endedAt}`)},
      'cancelled_at', ${at(sql`${r.cancelledAt}`)},
      'cancel_reason', ${r.cancelReason},
      'made_by', ${users.name},
      'phone', ${users.phone},
      'place', ${lot.identifier},
      'zone', ${lot.zone},
      'location', ${locations.title},
      'address', ${lot.address},
      'access', ${lot.accessType},
      'access_instructions', case when ${mine} and st.status in ('scheduled', 'active')
        then ${lot.accessInstructions} end,
      'type', case when ${mine} then 'sent' else 'received' end,
      'report', ${reportJson},
      'parking_lot', json_build_object(
        'id', ${lot.id},
        'identifier', ${lot.identifier},
        'zone', ${lot.zone},
        'address', ${lot.address},
        'latitude', ${lot.latitude},
        'longitude', ${lot.longitude},
        'orientation_degrees', ${lot.orientationDegrees})
    ) order by ${r.startTime} desc, ${r.id} desc), '[]')::text as data
    from ${reservations}
    cross join lateral (select ${effectiveStatusSql(now)} as status) as st
    inner join ${parkingLots} on ${lot.id} = ${r.parkingLotId}
    left join ${locations} on ${locations.id} = ${lot.locationId}
    inner join ${users} on ${users.id} = ${r.userId}
    left join ${reservationReports} on ${report.reservationId} = ${r.id}
    left join ${lotChecks} on ${check.id} = ${report.contestCheckId}
    where ${r.id} in ${ids}`;
}
