import { z } from 'zod';

const INT4_MAX = 2_147_483_647;

/**
 * A path id: the one parser of every route. Its text must be a positive integer the database
 * can hold (int4, 1-10 digits); routes then read it as a number. Anything else fails the
 * params validation, which answers 404 like any unknown id, never 422 (error-handler.ts). The
 * document calls it what a client sends, an integer (the meta replaces the string type in the
 * generated schema). Routes declare `params: idParams` or `z.object({ id: pathId, userId: pathId })`.
 */
export const pathId = z
  .string()
  // A refinement, not .regex(): the document says integer, with no string pattern beside it.
  .refine((text) => /^\d{1,10}$/.test(text))
  .transform(Number)
  .pipe(z.number().int().min(1).max(INT4_MAX))
  .meta({ type: 'integer', minimum: 1, maximum: INT4_MAX, description: 'A positive integer id' });
export const idParams = z.object({ id: pathId });
