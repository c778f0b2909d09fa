import { requiredCredits } from '../../../domain/credits';
import { parseApiDateTime } from '../../../domain/date-time';
import { toApiDateTime, type TimeRange } from './time-range';

/**
 * The required-credits line: max(MIN_CREDITS, whole minutes of the range) next to the
 * balance; `short` when the balance is known and does not cover it.
 */
export function creditsNeeded(
  range: Pick<TimeRange, 'from' | 'to'>,
  zone: string,
  minCredits: number,
  balance: number | undefined,
) {
  const start = parseApiDateTime(toApiDateTime(range.from), zone);
  const end = parseApiDateTime(toApiDateTime(range.to), zone);
  const required = start && end && end > start ? requiredCredits(start, end, minCredits) : null;
  return { required, balance, short: required !== null && balance !== undefined && balance < required };
}
