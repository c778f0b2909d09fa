import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { zoneTable } from '../../../src/domain/zone-table';
import { tableOffset } from '../../../src/domain/zoned-time';

const HOUR = 3_600_000;
const from = Date.UTC(2023, 0, 1);
const to = Date.UTC(2034, 0, 1);
// luxon (the server's date library) is the reference.
const luxonOffset = (ms: number, zone: string) => DateTime.fromMillis(ms, { zone }).offset * 60_000;

describe('a zone table made in advance', () => {
  it.each(['Europe/Bucharest', 'America/Santiago', 'Australia/Lord_Howe'])(
    'gives the offsets of %s every 3 hours and a second either side of each change',
    (zone) => {
      const table = zoneTable(zone, from, to);
      expect(table.changes.length).toBeGreaterThan(10);
      for (let ms = from; ms < to; ms += 3 * HOUR) expect(tableOffset(table, ms)).toBe(luxonOffset(ms, zone));
      for (const [at] of table.changes.slice(1)) {
        for (const ms of [at - 1000, at - 1, at, at + 1000]) expect(tableOffset(table, ms)).toBe(luxonOffset(ms, zone));
      }
    },
  );

  it('puts Bucharest forward at 01:00 UTC on the last Sunday of March and back in October', () => {
    const changes = zoneTable('Europe/Bucharest', Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1)).changes;
    expect(changes.map(([at, offset]) => [new Date(at).toISOString(), offset / HOUR])).toEqual([
      ['2027-01-01T00:00:00.000Z', 2],
      ['2027-03-28T01:00:00.000Z', 3],
      ['2027-10-31T01:00:00.000Z', 2],
    ]);
  });
});

describe('a registered table', () => {
  const original = Intl.DateTimeFormat;
  afterEach(() => {
    Intl.DateTimeFormat = original;
  });

  it('answers inside its span without starting Intl, and Intl answers outside it', async () => {
    vi.resetModules();
    const zoned = await import('../../../src/domain/zoned-time');
    const zone = 'Europe/Bucharest';
    zoned.registerZoneTable(zoneTable(zone, from, to));
    const intl = vi.fn();
    Intl.DateTimeFormat = new Proxy(original, {
      construct: (target, args: ConstructorParameters<typeof original>) => {
        intl();
        return new target(...args);
      },
    });
    const summer = Date.UTC(2026, 6, 1, 12);
    expect(zoned.formatInZone(summer, zone, 'yyyy-MM-dd HH:mm')).toBe('2026-07-01 15:00');
    expect(zoned.fromWallClock({ year: 2026, month: 3, day: 29, hour: 3, minute: 30, second: 0 }, zone)).toBe(
      Date.UTC(2026, 2, 29, 1, 30), // 03:30 does not happen that night: 04:30, moved on by the jump
    );
    expect(intl).not.toHaveBeenCalled();
    expect(zoned.formatInZone(Date.UTC(2040, 6, 1, 12), zone, 'HH:mm')).toBe('15:00');
    expect(intl).toHaveBeenCalled();
  });
});
