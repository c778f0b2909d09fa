import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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
export function reservationsJson(
  ids: SQL,
  viewerId: number | Placeholder,
  now: Date | Placeholder,
  zone: string | Placeholder,
): SQL {
  const at = apiTimeIn(zone);
  const r = reservations;
  const lot = parkingLots;
  const report = reservationReports;
  const check = lotChecks;
  const mine = sql`${r.userId} = ${viewerId}`;
  // Each object is a lateral select of the joined row's columns, named as the contract names
  // them (PostgreSQL folds it into the row: no subplan per reservation), written by
  // row_to_json, which writes no spaces (json_build_object writes '"key" : value, ': 13% more
  // text, a third more gzipped).
  const evidence = sql`${at(sql`${check.checkedAt}`)} as "checked_at",
      ${check.registration} as "registration",
      ${check.verdict} as "verdict",
      ${at(sql`${check.receivedAt}`)} as "received_at"`;
  const reportColumns = sql`${report.reason} as "reason",
      ${report.note} as "note",
      ${at(sql`${report.reportedAt}`)} as "reported_at",
      ${report.held} as "held",
      ${at(sql`${report.contestedAt}`)} as "contested_at",
      ${report.contestNote} as "contest_note",
      case when ${check.id} is null then null else row_to_json(evidence_o) end as "contest_evidence",
      ${report.settlement} as "settlement",
      ${at(sql`${report.settledAt}`)} as "settled_at"`;
  const lotColumns = sql`${lot.id} as "id",
      ${lot.identifier} as "identifier",
      ${lot.zone} as "zone",
      ${lot.address} as "address",
      ${lot.latitude} as "latitude",
      ${lot.longitude} as "longitude",
      ${lot.orientationDegrees} as "orientation_degrees"`;
  const reservationColumns = sql`${r.id} as "id",
      st.status as "status",
      ${r.userId} as "user_id",
      ${r.parkingLotId} as "parking_lot_id",
      ${r.automobileId} as "automobile_id",
      ${r.automobileRegistration} as "automobile_registration",
      ${r.visitorPhone} as "visitor_phone",
      ${at(sql`${r.startTime}`)} as "start_time",
      ${at(sql`${r.endTime}`)} as "end_time",
      ${r.creditsReserved} as "credits_reserved",
      ${r.creditsPaid} as "credits_paid",
      ${at(sql`${r.createdAt}`)} as "created_at",
      ${at(sql`${r.finalizedAt}`)} as "finalized_at",
      ${at(sql`${r.endedAt}`)} as "ended_at",
      ${at(sql`${r.cancelledAt}`)} as "cancelled_at",
      ${r.cancelReason} as "cancel_reason",
      ${users.name} as "made_by",
      ${users.phone} as "phone",
      ${lot.identifier} as "place",
      ${lot.zone} as "zone",
      ${locations.title} as "location",
      ${lot.address} as "address",
      ${lot.accessType} as "access",
      case when ${mine} and st.status in ('scheduled', 'active') then ${lot.accessInstructions} end
        as "access_instructions",
      case when ${mine} then 'sent' else 'received' end as "type",
      case when ${report.reservationId} is null then null else row_to_json(report_o) end as "report",
      row_to_json(lot_o) as "parking_lot"`;
  return sql`select '[' || coalesce(string_agg(row_to_json(reservation_o)::text, ','
      order by ${r.startTime} desc, ${r.id} desc), '') || ']' as data
    from ${reservations}
    cross join lateral (select ${effectiveStatusSql(now)} as status) as st
    inner join ${parkingLots} on ${lot.id} = ${r.parkingLotId}
    left join ${locations} on ${locations.id} = ${lot.locationId}
    inner join ${users} on ${users.id} = ${r.userId}
    left join ${reservationReports} on ${report.reservationId} = ${r.id}
    left join ${lotChecks} on ${check.id} = ${report.contestCheckId}
    cross join lateral (select ${evidence}) as evidence_o
    cross join lateral (select ${reportColumns}) as report_o
    cross join lateral (select ${lotColumns}) as lot_o
    cross join lateral (select ${reservationColumns}) as reservation_o
    where ${r.id} in ${ids}`;
}
