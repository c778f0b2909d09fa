import type { z } from 'zod';
import { idParams } from '../../lib/id-params';
import { authenticate } from '../../lib/authenticate';

type Responses = Record<number, z.ZodType>;

/**
 * The options of a route on one of the caller's lots (its id in the path): signed in, the
 * authentication on request, before body validation, so a guest gets 401 rather than field
 * errors; anyone else's id answers 404 in the service.
 */
export function ownLotRoute<R extends Responses>(summary: string, response: R) {
  return { onRequest: authenticate, schema: { summary, params: idParams, response } };
}

/** The same with a request body. */
export function ownLotWrite<B extends z.ZodType, R extends Responses>(summary: string, body: B, response: R) {
  return { onRequest: authenticate, schema: { summary, params: idParams, body, response } };
}
