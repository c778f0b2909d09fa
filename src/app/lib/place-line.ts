import { msg } from '@lingui/core/macro';

/**
 * Said of a lot with neither a location nor an address (instead of "Undefined location", which
 * read as an error): render with `i18n._`.
 */
export const noAddress = msg`No address given`;

/**
 * Where a lot is, in one line: the parts it has (zone, location, address) joined with ' · ';
 * `none` when it has none. A lot outside any location simply leaves that part out.
 */
export function placeLine(parts: readonly (string | null | undefined)[], none: string): string {
  const present = parts.filter((part): part is string => Boolean(part?.trim()));
  return present.length ? present.join(' · ') : none;
}
