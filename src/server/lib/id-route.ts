import type { z } from 'zod';
import { authenticate } from './authenticate';
import { idParams } from './id-params';

type Responses = Record<number, z.ZodType>;

/**
 * The options of a signed-in route on one record (its id in the path): the authentication on
 * request, before body validation, so a guest gets 401 rather than field errors; an id that is
 * not the caller's answers 404 in the service.
 */
export function idRoute<R extends Responses>(summary: string, response: R) {
  return { onRequest: authenticate, schema: { summary, params: idParams, response } };
}

/** The same with a request body. */
export function idWrite<B extends z.ZodType, R extends Responses>(summary: string, body: B, response: R) {
  return { onRequest: authenticate, schema: { summary, params: idParams, body, response } };
}
