import { z } from 'zod';
import { notFound } from './errors';

const INT4_MAX = 2_147_483_647;

/**
 * A path id, read as text: anything that is not a positive integer the database can hold
 * (int4) is simply not found (404), never a validation error. Routes declare
 * `params: idParams` (or `z.object({ id: pathId, userId: pathId })`) and read
 * `parseId(request.params.id)`. The document calls it what a client sends, an integer (the
 * meta replaces the string type in the generated schema), as for every other id.
 */
export const pathId = z
  .string()
  .meta({ type: 'integer', minimum: 1, maximum: INT4_MAX, description: 'A positive integer id' });
export const idParams = z.object({ id: pathId });

export function parseId(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > INT4_MAX) throw notFound();
  return id;
}
