import { sql, type SQL } from 'drizzle-orm';
import type { Period } from '../../../domain/availability';
import type { CarSize } from '../../../domain/lot-features';
import { finderMarkerFields, type FinderMarkerField } from '../../../domain/finder-marker';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { locations, lotPhotos, parkingLots, reservations } from '../../db/schema/index';
import { apiTimeIn } from '../../lib/api-time-sql';
import { lotReputationJson } from '../ratings/index';
import { searchConditions, searchOrder, ts, type LotSearch } from './repository';
import { scheduledRanges } from './schedule-sql';

export type FreeLotsJsonOptions = { viewerId: number; now: Date; zone: string };

type FreeSearch = LotSearch & { freeFor: Period };

/** The lots of a search free for the whole range, sorted and limited (the CTE `found`). */
function foundLots(search: FreeSearch): SQL {
  const from = ts(search.freeFor.from);
  const to = ts(search.freeFor.to);
  // The requested range clipped to the lot's window (available and from are set: see the conditions).
  const clipFrom = sql`greatest(${parkingLots.availableFrom}, ${from})`;
  const clipTo = sql`least(coalesce(${parkingLots.availableTo}, ${to}), ${to})`;
  const [first, second] = searchOrder(search);
  return sql`
      select ${first} as k1, ${second} as k2,
        ${parkingLots.id} as id, ${parkingLots.identifier} as identifier, ${parkingLots.zone} as zone,
        ${parkingLots.address} as address, ${parkingLots.locationId} as location_id,
        ${locations.id} as l_id, ${locations.title} as l_title, ${locations.address} as l_address,
        ${locations.access} as l_access, ${locations.latitude} as l_latitude, ${locations.longitude} as l_longitude,
        ${parkingLots.latitude} as latitude, ${parkingLots.longitude} as longitude,
        ${parkingLots.orientationDegrees} as orientation_degrees, ${parkingLots.enteringType} as entering_type,
        ${parkingLots.accessType} as access_type, ${parkingLots.available} as available,
        ${parkingLots.availableFrom} as available_from, ${parkingLots.availableTo} as available_to,
        ${clipFrom} as clip_from, ${clipTo} as clip_to,
        case when ${parkingLots.weeklySchedule} is null then null
          else coalesce(${scheduledRanges(sql`${parkingLots.weeklySchedule}`, search.freeFor, search.timeZone)}, '{}'::tstzmultirange)
        end as scheduled,
        ${parkingLots.weeklySchedule} as weekly,
        ${parkingLots.fastAvailabilityDurations} as fast_availability_durations, ${parkingLots.ownerId} as owner_id,
        ${parkingLots.evConnector} as ev_connector, ${parkingLots.evKw} as ev_kw,
        ${parkingLots.accessible} as accessible, ${parkingLots.covered} as covered,
        ${parkingLots.gated} as gated, ${parkingLots.lit} as lit,
        ${parkingLots.maxHeightCm} as max_height_cm, ${parkingLots.maxLengthCm} as max_length_cm
      from ${parkingLots}
      left join ${locations} on ${locations.id} = ${parkingLots.locationId}
      where ${searchConditions(search)}
      order by ${first}, ${second}
      limit ${search.limit}
`;
}

/**
 * The caller's earliest open reservation on the found lot f that overlaps the searched period
 * (one probe of reservations_open_user_lot_idx): a booking at another time leaves the lot
 * bookable, so it is no reason for the "reserved by you" notice (presenter.ts, the same rule).
 */
const myReservation = (options: FreeLotsJsonOptions, during: Period, columns: SQL) => sql`(
  select ${columns} from ${reservations} r
  where r.user_id = ${options.viewerId} and r.parking_lot_id = f.id and r.status in ('scheduled', 'active')
    and r.end_time > ${ts(options.now)} and r.end_time > ${ts(during.from)} and r.start_time < ${ts(during.to)}
  order by r.start_time, r.id
  limit 1)`;

/**
 * When the found lot f's first free period stops being free: the SQL twin of
 * domain/free-until.ts freeUntil (the earliest of the window's end, the end of the schedule's
 * stretch holding the period's start unless it lasts a week, and the next booking's start).
 */
function freeUntilSql(search: FreeSearch): SQL {
  // The schedule's stretches from the range's first day to a week past its end (a start is
  // at most the range's end, and a stretch that lasts a week never ends).
  const horizon = { from: search.freeFor.from, to: new Date(search.freeFor.to.getTime() + 8 * 86_400_000) };
  return sql`(select least(f.available_to,
      (select min(r.start_time) from ${reservations} r
        where r.parking_lot_id = f.id and r.status in ('scheduled', 'active') and r.end_time > st.s),
      case when f.weekly is null then null else (
        select case when upper(p) >= st.s + interval '168 hours' then null else upper(p) end
        from unnest(${scheduledRanges(sql`f.weekly`, horizon, search.timeZone)}) as p where p @> st.s) end)
    from (select case when f.clip_to <= f.clip_from then null
        when f.scheduled is null then f.clip_from
        else lower(f.scheduled * tstzmultirange(tstzrange(f.clip_from, f.clip_to, '[)'))) end as s) st
    where st.s is not null)`;
}

/** The found lot f's photos as parking-lots/presenter.ts photoResponse writes them (one probe of lot_photos_lot_position_idx). */
const photos = sql`coalesce((
  select json_agg(json_build_object(
    'id', p.id,
    'url', '/api/parking-lots/' || f.id || '/photos/' || p.id,
    'thumb_url', '/api/parking-lots/' || f.id || '/photos/' || p.id || '?size=thumb',
    'width', p.width, 'height', p.height) order by p.position, p.id)
  from ${lotPhotos} p where p.parking_lot_id = f.id), '[]'::json)`;

/** The found lot f's features and limits as parking-lots/presenter.ts lotFeaturesOf writes them. */
const features = sql`'features', json_build_object(
        'ev_charging', case when f.ev_connector is null then null
          else json_build_object('connector', f.ev_connector, 'kw', f.ev_kw) end,
        'accessible', f.accessible, 'covered', f.covered, 'gated', f.gated, 'lit', f.lit),
      'max_height_cm', f.max_height_cm,
      'max_length_cm', f.max_length_cm`;

/**
 * With a car chosen: whether it fits the found lot f and why not (domain/lot-features.ts
 * fitProblems, the same order). Nothing without a car.
 */
function fitFields(car: CarSize | undefined): SQL {
  if (!car) return sql``;
  const tooTall =
    car.height_cm === null ? sql`false` : sql`coalesce(f.max_height_cm < ${car.height_cm}::integer, false)`;
  const tooLong =
    car.length_cm === null ? sql`false` : sql`coalesce(f.max_length_cm < ${car.length_cm}::integer, false)`;
  return sql`,
      'fits', not (${tooTall} or ${tooLong}),
      'fit_reasons', array_remove(array[case when ${tooTall} then 'height' end, case when ${tooLong} then 'length' end], null)`;
}

/**
 * The finder's list search (lots free for the whole range) answered as JSON text built by
 * PostgreSQL: the same array, key for key, as presentLots + lotResponse produce (a test
 * compares the two on both databases). A viewport holds a hundred lots or more; building
 * their JSON in the database spares Node the row mapping, the date parsing and formatting and
 * JSON.stringify, which were most of a finder request's cost (docs/performance.md).
 */
export async function searchFreeLotsJson(db: Db, search: FreeSearch, options: FreeLotsJsonOptions): Promise<string> {
  const apiTime = apiTimeIn(options.zone);
  const reputation = lotReputationJson(sql`f.id`, sql`f.owner_id`, options.now);
  // The lots first (sorted and limited), then each one's JSON with the caller's earliest open
  // reservation on it, its ratings and its owner's reliability.
  const query = sql`
    with found as (${foundLots(search)})
    select coalesce(json_agg(json_build_object(
      'id', f.id,
      'identifier', f.identifier,
      'zone', f.zone,
      'address', f.address,
      'location_id', f.location_id,
      'location', case when f.l_id is null then null else json_build_object(
        'id', f.l_id, 'title', f.l_title, 'address', f.l_address,
        'access', f.l_access, 'latitude', f.l_latitude, 'longitude', f.l_longitude) end,
      'latitude', f.latitude,
      'longitude', f.longitude,
      'orientation_degrees', f.orientation_degrees,
      'entering_type', f.entering_type,
      'access_type', f.access_type,
      'available', f.available,
      'available_from', ${apiTime(sql`f.available_from`)},
      'available_to', ${apiTime(sql`f.available_to`)},
      'available_periods', case when f.clip_to <= f.clip_from then '[]'::json
        when f.scheduled is null
          then json_build_array(json_build_object('from', ${apiTime(sql`f.clip_from`)}, 'to', ${apiTime(sql`f.clip_to`)}))
        -- With a weekly schedule: the clipped range where the schedule covers it.
        else coalesce((select json_agg(json_build_object('from', ${apiTime(sql`lower(p)`)}, 'to', ${apiTime(sql`upper(p)`)})
            order by lower(p))
          from unnest(f.scheduled * tstzmultirange(tstzrange(f.clip_from, f.clip_to, '[)'))) as p), '[]'::json) end,
      'free_until', ${apiTime(freeUntilSql(search))},
      'fast_availability_durations', f.fast_availability_durations,
      'my_reservation', ${myReservation(
        options,
        search.freeFor,
        sql`json_build_object('id', r.id, 'automobile', json_build_object('registration_number', r.automobile_registration))`,
      )},
      'owner_id', f.owner_id,
      'photos', ${photos},
      ${reputation.fields},
      ${features}${fitFields(search.car)}
    ) order by f.k1, f.k2), '[]')::text as data
    from found f ${reputation.join}`;
  const [row] = await executePrepared<{ data: string }>(db, 'finder_list', query);
  return row?.data ?? '[]';
}

/**
 * The map search: the same lots as the list search, as the map answer's JSON text
 * (contracts/finder.ts finderMapBody): a tuple per lot with the fields a marker needs, and
 * each location once, by id. The same, element for element, as mapAnswer (map-answer.ts)
 * makes of the list answer (tests/api/finder-json.test.ts).
 */
export async function searchFreeMarkersJson(db: Db, search: FreeSearch, options: FreeLotsJsonOptions): Promise<string> {
  const apiTime = apiTimeIn(options.zone);
  // Text joined by hand rather than json_build_array and json_agg, which write ", " between
  // elements: an eighth of the answer's bytes. float8's text is JSON's number (shortest exact).
  const coordinate = (value: SQL) => sql`round(${value}::numeric, 6)::float8::text`;
  const orNull = (value: SQL) => sql`coalesce(${value}, 'null')`;
  // Each field's JSON text, put in the tuple's order by the contract's list of its fields.
  const field: Record<FinderMarkerField, SQL> = {
    id: sql`f.id::text`,
    location_id: orNull(sql`f.location_id::text`),
    identifier: sql`to_json(f.identifier)::text`,
    latitude: coordinate(sql`f.latitude`),
    longitude: coordinate(sql`f.longitude`),
    orientation_degrees: sql`f.orientation_degrees::text`,
    available_to: orNull(sql`to_json(${apiTime(sql`f.available_to`)})::text`),
    my_reservation_id: orNull(sql`${myReservation(options, search.freeFor, sql`r.id`)}::text`),
  };
  const tuple = sql.join(
    finderMarkerFields.map((name) => field[name]),
    sql` || ',' || `,
  );
  const query = sql`
    with found as (${foundLots(search)})
    select '{"data":[' || coalesce((select string_agg(
        '[' || ${tuple} || ']',
        ',' order by f.k1, f.k2) from found f), '')
      || '],"locations":[' || coalesce((select string_agg(row_to_json(l)::text, ',' order by l.id)
        from (select distinct l_id as id, l_title as title, l_address as address, l_access as access,
                l_latitude as latitude, l_longitude as longitude
              from found where l_id is not null) l), '')
      || ']}' as data`;
  const [row] = await executePrepared<{ data: string }>(db, 'finder_markers', query);
  return row?.data ?? '{"data":[],"locations":[]}';
}
