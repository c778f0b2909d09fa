import { describe, expect, it } from 'vitest';
import {
  effectiveStatus,
  isDueForExpiry,
  matchesStatusFilter,
  type ReservationStatus,
} from '../../../src/domain/reservation-status';

const start = new Date('2026-05-04T10:00:00Z');
const end = new Date('2026-05-04T11:00:00Z');
const at = (iso: string) => new Date(iso);

describe('effectiveStatus', () => {
  it.each<[ReservationStatus, string, ReservationStatus]>([
    ['scheduled', '2026-05-04T09:59:59Z', 'scheduled'],
    ['scheduled', '2026-05-04T10:00:00Z', 'active'],
    ['active', '2026-05-04T10:30:00Z', 'active'],
    ['scheduled', '2026-05-04T11:00:00Z', 'expired'],
    ['active', '2026-05-04T12:00:00Z', 'expired'],
    ['finalized', '2026-05-04T12:00:00Z', 'finalized'],
    ['cancelled', '2026-05-04T09:00:00Z', 'cancelled'],
    ['expired', '2026-05-04T12:00:00Z', 'expired'],
  ])('a stored %s reads at %s as %s', (stored, now, expected) => {
    expect(effectiveStatus({ status: stored, startTime: start, endTime: end }, at(now))).toBe(expected);
  });
});

describe('isDueForExpiry', () => {
  it('is due only when open and the end has passed', () => {
    const r = (status: ReservationStatus) => ({ status, startTime: start, endTime: end });
    expect(isDueForExpiry(r('active'), at('2026-05-04T11:00:00Z'))).toBe(true);
    expect(isDueForExpiry(r('scheduled'), at('2026-05-04T11:30:00Z'))).toBe(true);
    expect(isDueForExpiry(r('active'), at('2026-05-04T10:59:59Z'))).toBe(false);
    expect(isDueForExpiry(r('finalized'), at('2026-05-04T12:00:00Z'))).toBe(false);
  });
});

describe('matchesStatusFilter', () => {
  it.each<[ReservationStatus, Parameters<typeof matchesStatusFilter>[1], boolean]>([
    ['scheduled', 'scheduled_or_active', true],
    ['active', 'scheduled_or_active', true],
    ['expired', 'scheduled_or_active', false],
    ['cancelled', 'all', true],
    ['finalized', 'finalized', true],
    ['finalized', 'expired', false],
  ])('%s with filter %s: %s', (status, filter, expected) => {
    expect(matchesStatusFilter(status, filter)).toBe(expected);
  });
});
