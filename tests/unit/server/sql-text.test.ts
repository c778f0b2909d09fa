import { and, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { parkingLots, reservations, users } from '../../../src/server/db/schema/index';
import { sqlText } from '../../../src/server/db/sql-text';

const drizzleWriter = new PgDialect({ casing: 'snake_case' });
const at = new Date('2026-11-26T10:00:00.000Z');
const owner = alias(users, 'owner');

// Statements of the shapes the hot paths send: columns (camelCase keys written snake_case),
// nested fragments, joins, arrays, column-typed values, nulls, an aliased table.
const statements = {
  'conditions and a typed value': sql`select ${parkingLots.id} from ${parkingLots} where ${and(
    eq(parkingLots.ownerId, 7),
    gte(reservations.startTime, at),
    isNull(parkingLots.availableTo),
  )}`,
  'a list of values': sql`select 1 from ${reservations} where ${inArray(reservations.status, ['scheduled', 'active'])}`,
  'fragments joined, a null and a boolean': sql`select ${sql.join(
    [sql`${1}`, sql`${null}::int`, sql`${true}`, sql`${"it's"}`],
    sql`, `,
  )}`,
  'an aliased table': sql`select ${owner.email} from ${owner} where ${owner.id} = ${3}`,
  'a CTE with a lateral fragment': sql`with found as (select ${parkingLots.id} as id from ${parkingLots} limit ${10})
    select (select ${reservations.id} from ${reservations} where ${reservations.parkingLotId} = found.id and ${reservations.endTime} > ${at.toISOString()}::timestamptz limit 1) from found`,
};

describe('sqlText (db/sql-text.ts)', () => {
  it.each(Object.entries(statements))('writes %s as drizzle does', (_name, query) => {
    const ours = sqlText(query);
    const theirs = drizzleWriter.sqlToQuery(query);
    expect(ours.sql).toBe(theirs.sql);
    expect(ours.params).toEqual(theirs.params);
  });

  it('leaves a statement with inlined parameters to drizzle', () => {
    const query = sql`select ${'x'}`.inlineParams();
    expect(sqlText(query)).toEqual(drizzleWriter.sqlToQuery(query));
    expect(sqlText(query).params).toEqual([]);
  });
});
