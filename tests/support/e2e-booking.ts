import type { Page } from 'playwright-core';
import { callApi } from './e2e-api';

/** A call to the e2e server's API with a bearer token; throws with the answer on an unexpected status. */
export function apiCall<T>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  expected = [200, 201],
): Promise<T> {
  return callApi<T>(baseUrl, token, method, path, body, expected);
}

/** A lot of the owner, available from an hour ago with no end. */
export async function createAvailableLot(
  baseUrl: string,
  ownerToken: string,
  fields: { identifier: string; zone?: string; address?: string },
) {
  return apiCall<{ id: number; identifier: string }>(baseUrl, ownerToken, 'POST', 'parking-lots', {
    latitude: 44.4325,
    longitude: 26.1008,
    available: true,
    available_from: new Date(Date.now() - 3_600_000).toISOString(),
    available_to: null,
    ...fields,
  });
}

export async function grantCredits(
  baseUrl: string,
  adminToken: string,
  userId: number,
  amount: number,
  description: string,
) {
  await apiCall(baseUrl, adminToken, 'POST', `admin/users/${userId}/credits`, { amount, description });
}

export type BookedReservation = { id: number; status: string; credits_reserved: number; place: string };

/** Books a lot as a visitor for `minutes` from `start` (the server takes ISO 8601 with an offset). */
export async function book(
  baseUrl: string,
  driverToken: string,
  lotId: number,
  start: Date,
  minutes: number,
  registration = 'B 123 ABC',
) {
  return apiCall<BookedReservation>(baseUrl, driverToken, 'POST', 'reservations', {
    parking_lot_id: lotId,
    automobile_registration: registration,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + minutes * 60_000).toISOString(),
  });
}

export type ShownNotification = {
  title: string;
  body: string;
  tag: string;
  data: { url?: string | null; reservation_id?: number | null };
};

/** The system notifications the page's service worker registration is showing now. */
export function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const list = await registration.getNotifications();
    return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as ShownNotification['data'] }));
  });
}
