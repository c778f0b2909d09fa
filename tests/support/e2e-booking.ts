import type { Page } from 'playwright-core';

/** A call to the e2e server's API with a bearer token; throws with the answer on an unexpected status. */
export async function apiCall<T>(baseUrl: string, token: string | null, method: string, path: string, body?: unknown, expected = [200, 201]): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!expected.includes(res.status)) throw new Error(`${method} /api/${path} answered ${res.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** An access token for an existing account (the admin of ADMIN_EMAIL, for example). */
export async function logInThroughApi(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await apiCall<{ token: string }>(baseUrl, null, 'POST', 'login', { email, password, remember: false });
  return answer.token;
}

/** A lot of the owner, available from an hour ago with no end. */
export async function createAvailableLot(baseUrl: string, ownerToken: string, fields: { identifier: string; zone?: string; address?: string }) {
  return apiCall<{ id: number; identifier: string }>(baseUrl, ownerToken, 'POST', 'parking-lots', {
    latitude: 44.4325,
    longitude: 26.1008,
    available: true,
    available_from: new Date(Date.now() - 3_600_000).toISOString(),
    available_to: null,
    ...fields,
  });
}

export async function grantCredits(baseUrl: string, adminToken: string, userId: number, amount: number, description: string) {
  await apiCall(baseUrl, adminToken, 'POST', `admin/users/${userId}/credits`, { amount, description });
}

export type BookedReservation = { id: number; status: string; credits_reserved: number; place: string };

/** Books a lot as a visitor for `minutes` from `start` (the server takes ISO 8601 with an offset). */
export async function book(baseUrl: string, driverToken: string, lotId: number, start: Date, minutes: number, registration = 'B 123 ABC') {
  return apiCall<BookedReservation>(baseUrl, driverToken, 'POST', 'reservations', {
    parking_lot_id: lotId,
    automobile_registration: registration,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
  });
}

export type ShownNotification = { title: string; body: string; tag: string; data: { url?: string | null; reservation_id?: number | null } };

/** The system notifications the page's service worker registration is showing now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as ShownNotification['data'] }));
  });
}
