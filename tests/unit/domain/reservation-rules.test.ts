import { describe, expect, it } from 'vitest';
import type { ReservationStatus } from '../../../src/domain/reservation-status';
import {
  bookingTimeProblems,
  cancelDecision,
  finalizeDecision,
  type Party,
} from '../../../src/domain/reservation-rules';

const now = new Date('2026-05-04T10:00:00Z');
const min = (m: number) => new Date(now.getTime() + m * 60_000);
const openLot = { available: true, availableFrom: min(-60), availableTo: null };

describe('bookingTimeProblems', () => {
  it.each([
    ['a range inside an unlimited window', openLot, 10, 70, []],
    ['a start 30 seconds ago', openLot, -0.5, 30, []],
    ['a start two minutes ago', openLot, -2, 30, [{ field: 'start_time', code: 'start_in_past' }]],
    ['an end before the start', openLot, 30, 20, [{ field: 'end_time', code: 'end_not_after_start' }]],
    [
      'a lot switched off',
      { ...openLot, available: false },
      10,
      20,
      [{ field: 'parking_lot_id', code: 'lot_unavailable' }],
    ],
    [
      'a private lot',
      { ...openLot, availableFrom: null },
      10,
      20,
      [{ field: 'parking_lot_id', code: 'lot_unavailable' }],
    ],
    [
      'a start before the window opens',
      { ...openLot, availableFrom: min(60) },
      30,
      90,
      [{ field: 'start_time', code: 'start_before_available' }],
    ],
    [
      'an end after the window closes',
      { ...openLot, availableTo: min(60) },
      30,
      61,
      [{ field: 'end_time', code: 'end_after_available' }],
    ],
    ['an end exactly when the window closes', { ...openLot, availableTo: min(60) }, 30, 60, []],
  ])('%s', (_name, lot, start, end, expected) => {
    expect(bookingTimeProblems(lot, min(start), min(end), now)).toEqual(expected);
  });
});

const driver: Party = { isDriver: true, isOwner: false, isAdmin: false };
const owner: Party = { isDriver: false, isOwner: true, isAdmin: false };
const admin: Party = { isDriver: false, isOwner: false, isAdmin: true };
const stranger: Party = { isDriver: false, isOwner: false, isAdmin: false };

describe('cancelDecision', () => {
  it.each<[string, Party, ReservationStatus, string]>([
    ['driver', driver, 'scheduled', 'ok'],
    ['driver', driver, 'active', 'started'],
    ['owner', owner, 'scheduled', 'ok'],
    ['owner', owner, 'active', 'ok'],
    ['admin', admin, 'active', 'ok'],
    ['driver', driver, 'finalized', 'closed'],
    ['owner', owner, 'expired', 'closed'],
    ['admin', admin, 'cancelled', 'closed'],
    ['stranger', stranger, 'scheduled', 'not_party'],
  ])('%s cancelling a %s reservation: %s', (_who, party, status, expected) => {
    const decision = cancelDecision(party, status);
    expect(decision.ok ? 'ok' : decision.reason).toBe(expected);
  });
});

describe('finalizeDecision', () => {
  it.each<[string, Party, ReservationStatus, string]>([
    ['driver', driver, 'active', 'ok'],
    ['driver', driver, 'scheduled', 'not_started'],
    ['driver', driver, 'expired', 'closed'],
    ['driver', driver, 'cancelled', 'closed'],
    ['owner', owner, 'active', 'not_driver'],
    ['admin', admin, 'active', 'not_driver'],
    ['stranger', stranger, 'active', 'not_party'],
  ])('%s finalizing a %s reservation: %s', (_who, party, status, expected) => {
    const decision = finalizeDecision(party, status);
    expect(decision.ok ? 'ok' : decision.reason).toBe(expected);
  });
});
