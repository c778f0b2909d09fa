import { DateTime } from 'luxon';
import { DISPLAY_DATE_FORMAT } from '../../lib/dates';
import type { EarningsGroup } from './api/get-earnings';

const day = (period: string) => DateTime.fromISO(period, { zone: 'utc' });

/** Under a bar: '24/11' for a day or a week (its Monday), 'nov.' for a month. */
export function axisLabel(period: string, group: EarningsGroup, locale: string): string {
  if (group === 'month') {
    return new Intl.DateTimeFormat(locale, { month: 'short', timeZone: 'UTC' }).format(day(period).toJSDate());
  }
  return day(period).toFormat('dd/MM');
}

/** In the list: '24/11/2026', '23/11/2026 – 29/11/2026', 'noiembrie 2026'. */
export function periodLabel(period: string, group: EarningsGroup, locale: string): string {
  const first = day(period);
  if (group === 'day') return first.toFormat(DISPLAY_DATE_FORMAT);
  if (group === 'week') {
    return `${first.toFormat(DISPLAY_DATE_FORMAT)} – ${first.plus({ days: 6 }).toFormat(DISPLAY_DATE_FORMAT)}`;
  }
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(first.toJSDate());
}
