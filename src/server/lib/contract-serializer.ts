import type { FastifyBaseLogger } from 'fastify';
import { createSerializerCompiler, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

type SerializerCompiler = ReturnType<typeof createSerializerCompiler>;

/**
 * Every JSON answer goes through its route's response contract (src/domain/contracts): zod
 * encodes it, which also drops any key the contract does not name.
 *
 * - Tests and development (`strict`): an answer that breaks its contract is a 500 (and an error
 *   in the log), so every API test checks the shapes of what it calls.
 * - Production (`lenient`): the drift is logged at error level once per route and status, and
 *   the answer is sent as the handler built it; a user never gets a 500 for a shape the tests
 *   missed. Hot paths that send ready JSON text (the finder) skip serialization altogether.
 */
export function contractSerializerCompiler(mode: 'strict' | 'lenient', log: FastifyBaseLogger): SerializerCompiler {
  const strict = createSerializerCompiler();
  if (mode === 'strict') return strict;
  return (route) => {
    const serialize = strict(route);
    let reported = false;
    return (data: unknown) => {
      try {
        return serialize(data);
      } catch (error) {
        if (!(error instanceof ResponseSerializationError)) throw error;
        if (!reported) {
          reported = true;
          log.error(
            { err: error, route: `${route.method} ${route.url}`, status: route.httpStatus },
            'answer breaks its contract',
          );
        }
        return JSON.stringify(data);
      }
    };
  };
}

/**
 * The JSON text of an answer a service must hold before it is sent (stored with its
 * Idempotency-Key in the same transaction): encoded through its contract outside production
 * (a drift throws, so the tests see it, as with every route), as built in production.
 */
export function contractJson<T extends z.ZodType>(contract: T, value: z.output<T>, nodeEnv: string): string {
  return JSON.stringify(nodeEnv === 'production' ? value : contract.encode(value));
}

/**
 * An answer's JSON text built elsewhere (by PostgreSQL): sent as is in production; outside it,
 * parsed and encoded through its contract, so a drift throws and the tests see it.
 */
export function contractText(contract: z.ZodType, text: string, nodeEnv: string): string {
  return nodeEnv === 'production' ? text : JSON.stringify(contract.encode(JSON.parse(text)));
}
