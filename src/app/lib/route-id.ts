import { notFound } from '@tanstack/react-router';

/** The numeric id in a route path (/parking-lots/{id}, /automobiles/{id}); anything else is a missing page. */
export function parseRouteId(value: string): number {
  const id = routeIdOrZero(value);
  if (id <= 0) throw notFound();
  return id;
}

/**
 * The same id for a screen that shows its own "not found" (from the device's copy when
 * offline): 0, which no record has, when the path holds no positive integer.
 */
export function routeIdOrZero(value: string): number {
  return /^\d{1,10}$/.test(value) ? Number(value) : 0;
}
