/**
 * How a zone reads in a line of text: "Zone X" (`prefixed`, already translated), unless the
 * zone's own name already starts with the word ("Zona Roșie", "Zone A"), which reads alone.
 */
export function zoneLabel(zone: string, prefixed: string): string {
  return /^(zona|zonă|zone)(\s|$)/iu.test(zone.trim()) ? zone.trim() : prefixed;
}
