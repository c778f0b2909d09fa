import { z } from 'zod';
import { notFound } from '../../lib/errors';

export const idParams = z.object({ id: z.string() });

/** A path id; anything that is not a positive integer is simply not found. */
export function parseId(text: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
}
