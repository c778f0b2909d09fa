/**
 * Query keys that more than one feature reads or invalidates (a booking, a cancel or a
 * real-time message touches reservations, credits and the finder at once). The persisted
 * cache depends on these arrays: keep them stable and serializable.
 */

import type { Language } from './languages';

/** Filters of a list, as plain strings so the key survives persistence unchanged. */
export type ListFilters = Readonly<Record<string, string>>;

export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => ['reservations', 'list'] as const,
  list: (filters: ListFilters) => ['reservations', 'list', filters] as const,
  details: () => ['reservations', 'detail'] as const,
  detail: (id: number) => ['reservations', 'detail', id] as const,
  /** The driver's signed pass of a reservation, kept with it on the device for use with no signal. */
  pass: (id: number) => ['reservations', 'pass', id] as const,
  /** A lot's upcoming received reservations (the owner's lot details). */
  forLot: (lotId: number) => ['reservations', 'lot', lotId] as const,
  /** A week of a lot's calendar, by the week's first moment ('YYYY-MM-DD HH:mm:ss'). */
  calendar: (lotId: number, from: string) => ['reservations', 'calendar', lotId, from] as const,
  /** The series booked on an owner's lot, shown under its calendar. */
  lotSeries: (lotId: number) => ['reservations', 'lot-series', lotId] as const,
  /** The driver's series (recurring bookings), refreshed with every reservation change. */
  series: () => ['reservations', 'series'] as const,
};

export const creditKeys = {
  all: ['credits'] as const,
  balance: () => ['credits', 'balance'] as const,
  transactions: (filters: ListFilters) => ['credits', 'transactions', filters] as const,
  /** The owner's payouts per day, week or month. */
  earnings: (group: string) => ['credits', 'earnings', group] as const,
  /** The caller's requests for credits; under `all`, so a notification (the answer) refreshes them. */
  requests: () => ['credits', 'requests'] as const,
  /** The administrators' list of requests (a new request's notification refreshes it too). */
  adminRequests: (status: string) => ['credits', 'requests', 'admin', status] as const,
};

/** The finder's results (lots with free periods and my_reservation) change with every booking. */
export const finderKeys = {
  all: ['finder'] as const,
  lists: () => ['finder', 'list'] as const,
  /** One list search: the finder's query parameters as strings (filters, range, bounds). */
  list: (params: FinderSearchParams) => ['finder', 'list', params] as const,
  maps: () => ['finder', 'map'] as const,
  /** The map's markers for one search (GET /parking-finder/map). */
  map: (params: FinderSearchParams) => ['finder', 'map', params] as const,
  /** One lot's full record for a range (the selected lot's sheet). */
  lot: (id: number, params: FinderSearchParams) => ['finder', 'lot', id, params] as const,
};

export type FinderSearchParams = Readonly<Record<string, string>>;

/** The notification inbox (the bell and /notifications), refreshed by every notification received. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** Every language's inbox (the texts are the server's, in the language asked for). */
  inboxes: () => ['notifications', 'inbox'] as const,
  inbox: (language: Language) => ['notifications', 'inbox', language] as const,
};

/** Everything a reservation's change or a notification can make stale. */
export const reservationDependentKeys = [reservationKeys.all, creditKeys.all, finderKeys.all] as const;
