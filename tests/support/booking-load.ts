import { randomUUID } from 'node:crypto';
import { formatApiDateTime } from '../../src/domain/date-time';

export type Confirmed = { id: number; confirmedAt: number };

type Json = Record<string, unknown>;

async function call(base: string, method: string, path: string, token?: string, body?: Json, headers = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : null) as Json };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await call(base, 'POST', '/api/login', undefined, { email, password, remember: false });
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
  return res.json.token as string;
}

/**
 * A server with demo data as a booking load needs it: the demo driver's token, car and a
 * generous balance (granted by the demo administrator), and the demo owner's open-ended lots.
 */
export async function demoBookingSetup(base: string) {
  const driver = await signIn(base, 'driver@locliber.ro', 'driver-demo-1');
  const owner = await signIn(base, 'owner@locliber.ro', 'owner-demo-1');
  const adminToken = await signIn(base, 'admin@locliber.ro', 'admin-demo-1');
  const me = (await call(base, 'GET', '/api/user', driver)).json as { id: number };
  const granted = await call(base, 'POST', `/api/admin/users/${me.id}/credits`, adminToken, {
    amount: 100_000,
    description: 'load test',
  });
  if (granted.status !== 201 && granted.status !== 200) throw new Error(`grant: ${granted.status}`);
  const cars = (await call(base, 'GET', '/api/automobiles', driver)).json.data as { id: number }[];
  const lots = (await call(base, 'GET', '/api/parking-lots?per_page=100', owner)).json.data as {
    id: number;
    available: boolean;
    available_from: string | null;
    available_to: string | null;
  }[];
  const open = lots.filter((lot) => lot.available && lot.available_from !== null && lot.available_to === null);
  if (!cars[0] || open.length === 0) throw new Error('demo data without a car or an open lot');
  return { driver, carId: cars[0].id, lotIds: open.map((lot) => lot.id) };
}

/**
 * Books without pause from `workers` clients until stopped: booking i takes lot i (round robin)
 * for 15 minutes at `from` + 16·i minutes (the one car never overlaps itself), each with an
 * Idempotency-Key. Returns each booking answered 201 with when its answer arrived.
 */
export function bookingLoad(
  base: string,
  setup: { driver: string; carId: number; lotIds: number[] },
  from: Date,
  zone: string,
  workers = 3,
): { confirmedSoFar: () => number; stop: () => Promise<{ confirmed: Confirmed[]; refused: number }> } {
  let next = 0;
  let running = true;
  const confirmed: Confirmed[] = [];
  let refused = 0;
  const at = (minutes: number) => formatApiDateTime(new Date(from.getTime() + minutes * 60_000), zone);
  const worker = async () => {
    while (running) {
      const i = next++;
      const res = await call(
        base,
        'POST',
        '/api/reservations',
        setup.driver,
        {
          parking_lot_id: setup.lotIds[i % setup.lotIds.length],
          automobile_id: setup.carId,
          start_time: at(i * 16),
          end_time: at(i * 16 + 15),
        },
        { 'idempotency-key': randomUUID() },
      ).catch(() => undefined);
      if (res?.status === 201) confirmed.push({ id: res.json.id as number, confirmedAt: Date.now() });
      else refused += 1;
    }
  };
  const all = Promise.all(Array.from({ length: workers }, worker));
  return {
    confirmedSoFar: () => confirmed.length,
    stop: async () => {
      running = false;
      await all;
      return { confirmed, refused };
    },
  };
}
