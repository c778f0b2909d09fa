import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createLot, insertReservation } from '../support/fixtures-lots';
import { createTestApp } from '../support/test-app';

const { app, clock } = await createTestApp();
// 12:00 in Bucharest.
const NOW = new Date('2025-06-10T09:00:00Z');
clock.set(NOW);
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

async function setAvailability(headers: Record<string, string>, lotId: number, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/parking-lots/${lotId}/availability`,
    headers: { ...headers, 'accept-language': 'en' },
    payload,
  });
}

describe('explicit availability', () => {
  it('sets a window', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { available: false, availableFrom: null });
    const res = await setAvailability(owner.headers, lot.id, {
      available: true,
      available_from: '2025-06-10 13:00:00',
      available_to: '2025-06-10 17:30:00',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: true,
      available_from: '2025-06-10 13:00:00',
      available_to: '2025-06-10 17:30:00',
    });
  });

  it('makes a private lot available from now when no start is given', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { available: false, availableFrom: null });
    const res = await setAvailability(owner.headers, lot.id, { available: true });
    expect(res.json()).toMatchObject({ available: true, available_from: '2025-06-10 12:00:00', available_to: null });
  });

  it('requires available (or a duration) and a sensible window', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id);
    const empty = await setAvailability(owner.headers, lot.id, {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['available']);
    const reversed = await setAvailability(owner.headers, lot.id, {
      available: true,
      available_to: '2025-06-10 10:00:00',
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ available_to: ['The end of availability must be after its start.'] });
  });

  it('switches a lot off', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id);
    const res = await setAvailability(owner.headers, lot.id, { available: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, available_periods: [] });
  });
});

describe('narrowing around booked reservations', () => {
  async function bookedLot() {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id);
    await insertReservation(app, { lotId: lot.id, userId: driver.id, start: hours(2), end: hours(3) });
    return { owner, lot };
  }

  it.each([
    ['an end before the booking ends', { available: true, available_to: '2025-06-10 14:30:00' }],
    ['a start after the booking starts', { available: true, available_from: '2025-06-10 14:30:00' }],
    ['making it private', { available: true, available_from: null }],
    ['a fast availability that ends too soon', { duration_minutes: 60 }],
  ])('refuses %s with 409 and keeps the window', async (_name, payload) => {
    const { owner, lot } = await bookedLot();
    const res = await setAvailability(owner.headers, lot.id, payload);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/outside/);
    const after = await app.inject({ method: 'GET', url: `/api/parking-lots/${lot.id}`, headers: owner.headers });
    expect(after.json()).toMatchObject({ available: true, available_to: null });
  });

  it('stops new bookings at any time: 200, the booked ones stay, and the answer counts them', async () => {
    const { owner, lot } = await bookedLot();
    const res = await setAvailability(owner.headers, lot.id, { available: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ available: false, available_to: null, upcoming_reservations_count: 1 });
    const received = await app.inject({
      method: 'GET',
      url: '/api/reservations?type=received&status=scheduled_or_active',
      headers: owner.headers,
    });
    expect(received.json().data).toEqual([expect.objectContaining({ parking_lot_id: lot.id, status: 'scheduled' })]);
    // The same through PUT, and back on: the booking is still there.
    const put = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { available: true },
    });
    expect(put.json()).toMatchObject({ available: true, upcoming_reservations_count: 1 });
    const offAgain = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { available: false },
    });
    expect(offAgain.statusCode).toBe(200);
    // A new booking is refused while it is off.
    const driver = await createUser(app, { language: 'en' });
    const booking = await app.inject({
      method: 'POST',
      url: '/api/reservations',
      headers: driver.headers,
      payload: {
        parking_lot_id: lot.id,
        automobile_registration: 'B55OFF',
        start_time: '2025-06-10 16:00:00',
        end_time: '2025-06-10 17:00:00',
      },
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().errors.parking_lot_id).toEqual(['This parking lot is not available for reservations.']);
  });

  it('refuses the same narrowing through PUT', async () => {
    const { owner, lot } = await bookedLot();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/parking-lots/${lot.id}`,
      headers: owner.headers,
      payload: { available_to: '2025-06-10 13:00:00' },
    });
    expect(res.statusCode).toBe(409);
  });

  it('accepts a window that still holds the booking, and ignores cancelled ones', async () => {
    const { owner, lot } = await bookedLot();
    const driver = await createUser(app);
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(5),
      end: hours(6),
      status: 'cancelled',
    });
    const res = await setAvailability(owner.headers, lot.id, { available: true, available_to: '2025-06-10 15:00:00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().available_periods).toEqual([{ from: '2025-06-10 12:00:00', to: '2025-06-10 14:00:00' }]);
  });
});

describe('fast availability', () => {
  it('makes the lot available from now for one of its durations', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { available: false, availableFrom: null });
    const res = await setAvailability(owner.headers, lot.id, { duration_minutes: 120 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      available: true,
      available_from: '2025-06-10 12:00:00',
      available_to: '2025-06-10 14:00:00',
    });
  });

  it('starts "from now" at the current minute, so a search or booking from that minute finds the lot', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { available: false, availableFrom: null });
    clock.set(new Date(NOW.getTime() + 40_000));
    try {
      const res = await setAvailability(owner.headers, lot.id, { duration_minutes: 60 });
      expect(res.json()).toMatchObject({ available_from: '2025-06-10 12:00:00', available_to: '2025-06-10 13:00:00' });
    } finally {
      clock.set(NOW);
    }
  });

  it('makes it available without end for a null duration', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { availableTo: hours(1) });
    const res = await setAvailability(owner.headers, lot.id, { duration_minutes: null });
    expect(res.json()).toMatchObject({ available: true, available_from: '2025-06-10 12:00:00', available_to: null });
  });

  it('accepts only durations the lot offers', async () => {
    const owner = await createUser(app);
    const lot = await createLot(app, owner.id, { fastAvailabilityDurations: [15, 45] });
    const refused = await setAvailability(owner.headers, lot.id, { duration_minutes: 60 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      duration_minutes: ['Choose one of the fast availability durations of this parking lot.'],
    });
    expect((await setAvailability(owner.headers, lot.id, { duration_minutes: 45 })).statusCode).toBe(200);
  });

  it('keeps an active booking that began before now', async () => {
    const owner = await createUser(app);
    const driver = await createUser(app);
    const lot = await createLot(app, owner.id, { availableFrom: hours(-2) });
    await insertReservation(app, {
      lotId: lot.id,
      userId: driver.id,
      start: hours(-1),
      end: hours(0.5),
      status: 'active',
    });
    expect((await setAvailability(owner.headers, lot.id, { duration_minutes: 60 })).statusCode).toBe(200);
  });
});
