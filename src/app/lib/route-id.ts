import { notFound } from '@tanstack/react-router';

/** The numeric id in a route path (/parking-lots/{id}, /automobiles/{id}); anything else is a missing page. */
export function parseRouteId(value: string): number {
  const id = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
