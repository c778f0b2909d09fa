// With its extension: vite.config.ts reads this file through Node.
import { zoneOffset, type ZoneTable } from './zoned-time.ts';

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

/**
 * The zone's offsets from `from` to `to` read from Intl (zoned-time.ts's ZoneTable). Offsets
 * change at whole seconds and at most once in a day: each day's change is found by halving
 * the day down to the second.
 */
export function zoneTable(zone: string, from: number, to: number): ZoneTable {
  const changes: [number, number][] = [[from, zoneOffset(from, zone)]];
  for (let day = from; day < to; day += DAY) {
    const end = Math.min(day + DAY, to);
    const before = zoneOffset(day, zone);
    if (zoneOffset(end, zone) === before) continue;
    // The first second with the new offset lies in (day, end].
    let low = day;
    let high = end;
    while (high - low > SECOND) {
      const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
      if (zoneOffset(middle, zone) === before) low = middle;
      else high = middle;
    }
    changes.push([high, zoneOffset(high, zone)]);
  }
  return { zone, from, to, changes };
}
