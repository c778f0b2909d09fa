import { useSyncExternalStore } from 'react';
import type { FinderLot } from './api/find-parking-lots';
import type { CreatedReservation } from './api/reserve-lot';
import { FOCUS_ZOOM, INITIAL_ZOOM, type FlyRequest } from './map-geometry';

/** The selected lot: what the user tapped, and what booking it gave. */
export type Selection = {
  id: number;
  /** The full record the user tapped (a list card), shown while a fresher one loads. */
  seen?: FinderLot;
  /** The lot as just booked, shown until its fresh record carries the reservation. */
  booked?: FinderLot;
  created?: CreatedReservation;
};

/**
 * Where the home screen's map looks and which lot is selected, for as long as the screen is
 * open (in memory, never stored). Written by events only: a link when the router opens it, a
 * destination or a location picked, the first position fix, a tap; read with
 * useSyncExternalStore. Nothing here is reconciled while rendering.
 */
type FinderFocus = { flyTo: FlyRequest | null; selection: Selection | null };

const idle: FinderFocus = { flyTo: null, selection: null };
let focus: FinderFocus = idle;
const listeners = new Set<() => void>();

function set(next: FinderFocus): void {
  focus = next;
  listeners.forEach((listener) => listener());
}

export const currentFocus = (): FinderFocus => focus;

/** Moves the map (a new request each time, even to the same place). */
export function flyMap(target: Omit<FlyRequest, 'seq'>): void {
  set({ ...focus, flyTo: { ...target, seq: (focus.flyTo?.seq ?? 0) + 1 } });
}

export function selectLot(lot: { id: number }): void {
  const seen = 'available_periods' in lot ? (lot as FinderLot) : undefined;
  set({ ...focus, selection: { id: lot.id, seen } });
}

export function closeLot(): void {
  set({ ...focus, selection: null });
}

/** The booking went through: the sheet keeps the lot, marked as reserved by the user, with a link. */
export function lotReserved(reservation: CreatedReservation, shown: FinderLot | undefined): void {
  const { selection } = focus;
  if (!selection) return;
  const booked = shown && {
    ...shown,
    my_reservation: {
      id: reservation.id,
      automobile: { registration_number: reservation.automobile_registration ?? '' },
    },
  };
  set({ ...focus, selection: { ...selection, created: reservation, booked } });
}

/**
 * The user picked another range: the lot just booked is shown as its fresh record for that
 * range says (with the "reserved by you" notice only if the booking overlaps it).
 */
export function rangePicked(): void {
  const { selection } = focus;
  if (!selection?.booked && !selection?.created) return;
  set({ ...focus, selection: { id: selection.id, seen: selection.seen } });
}

export type MapLink = { lat?: number; lng?: number; zoom?: number; lot?: number; location?: number };

/**
 * A link to the map (/?lat=..&lng=..&zoom=..&lot=..&location=..), applied as the router opens
 * it: the map looks there (a location's lots are fitted once known) and a linked lot is
 * selected at once (its record says whether the user may find it).
 */
export function applyMapLink(link: MapLink): void {
  if (link.lat !== undefined && link.lng !== undefined) {
    flyMap(
      link.location !== undefined
        ? { lat: link.lat, lng: link.lng, zoom: link.zoom ?? FOCUS_ZOOM, locationId: link.location }
        : { lat: link.lat, lng: link.lng, zoom: link.zoom ?? INITIAL_ZOOM },
    );
  }
  if (link.lot !== undefined) selectLot({ id: link.lot });
}

/** The screen closed: the next one starts from its saved state, the position or a link. */
export function resetFocus(): void {
  focus = idle;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useFinderFocus(): FinderFocus {
  return useSyncExternalStore(subscribe, currentFocus, currentFocus);
}
