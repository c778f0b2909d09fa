import type { EndpointKey, Endpoints } from '../../domain/contracts/endpoints';
import { api } from './api';
import type { RequestOptions, SearchParams } from './api-client';

type PathOf<K extends EndpointKey> = K extends `${string} /${infer Path}` ? Path : never;
type MethodOf<K extends EndpointKey> = K extends `${infer Method} /${string}` ? Method : never;

/** `{id}` and the like in a path template, by name. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

type ParamsOf<K extends EndpointKey> = Endpoints[K] extends { params: infer P }
  ? P
  : { [Name in ParamNames<PathOf<K>>]: number | string };

/** How a call is sent (no session, a timeout, a raw body, headers, a signal): never its types. */
type Transport = Pick<RequestOptions, 'anonymous' | 'body' | 'headers' | 'signal' | 'timeout'>;

export type CallRequest<K extends EndpointKey> = Transport &
  ([ParamNames<PathOf<K>>] extends [never] ? { params?: never } : { params: ParamsOf<K> }) &
  (Endpoints[K] extends { body: infer B } ? { json: B } : { json?: never }) &
  (Endpoints[K] extends { query: infer Q } ? { searchParams?: Q } : { searchParams?: never });

/** The answer of an endpoint, as its contract types it. */
export type AnswerOf<K extends EndpointKey> = Endpoints[K]['answer'];

type CallArgs<K extends EndpointKey> =
  object extends CallRequest<K> ? [request?: CallRequest<K>] : [request: CallRequest<K>];

const senders = { GET: api.get, POST: api.post, PUT: api.put, DELETE: api.delete } as const;

/**
 * Calls an endpoint of the table (domain/contracts/endpoints.ts) by its "METHOD /path":
 * `call('GET /automobiles/{id}', { params: { id } })`. The answer's type is the endpoint's
 * contract, its body and query those of the route's schemas; the answer is not parsed at run
 * time (the server's serializer holds it to the contract).
 */
export function call<K extends EndpointKey>(endpoint: K, ...[request]: CallArgs<K>): Promise<AnswerOf<K>> {
  const space = endpoint.indexOf(' ');
  const method = endpoint.slice(0, space) as MethodOf<K> & keyof typeof senders;
  const { params, json, searchParams, ...transport } = (request ?? {}) as CallRequest<K> & {
    params?: Record<string, number | string>;
    searchParams?: SearchParams;
  };
  const path = endpoint
    .slice(space + 2)
    .replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return senders[method]<AnswerOf<K>>(path, { ...transport, json, searchParams });
}
