import type { OpenAPIV3_1 } from 'openapi-types';
import { operationIds } from './operation-ids';

type Document = OpenAPIV3_1.Document;
type Operation = OpenAPIV3_1.OperationObject;

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** What each answer means, for the responses a route does not describe itself. */
const answerDescriptions: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted',
  204: 'Done: no body',
  400: 'The request cannot be read (a malformed body or signature)',
  401: 'No valid bearer token (missing, expired or revoked)',
  403: 'Not allowed for this account',
  404: "Not found, or not the caller's",
  409: 'In conflict with the current state (taken, changed meanwhile)',
  413: 'The body is too large',
  422: 'Invalid input: `errors` holds the messages per field',
  429: 'Too many requests: retry after the Retry-After seconds',
  503: 'A service it needs is unavailable',
};

function operationsOf(document: Document): [path: string, method: string, operation: Operation][] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    methods.flatMap((method) => (item?.[method] ? [[path, method, item[method]] as [string, string, Operation]] : [])),
  );
}

/**
 * The last touches on the generated document (after @fastify/swagger and the zod transform):
 * operationIds from operation-ids.ts, a description per answer instead of "Default Response",
 * only the components something refers to (under their plain name where input and output are
 * one shape), and schemas spelled the way every tool reads them.
 */
export function finishDocument(document: Document): Document {
  declareUnparsedBodies(document);
  for (const [path, method, operation] of operationsOf(document)) {
    operation.operationId ??= operationIds[`${method.toUpperCase()} ${path}`];
    for (const [status, answer] of Object.entries(operation.responses ?? {})) {
      const response = answer as OpenAPIV3_1.ResponseObject;
      if (response.description === 'Default Response') response.description = answerDescriptions[status] ?? 'Answer';
    }
  }
  const finished = tidySchemas(mergeInputComponents(pruneComponents(document)));
  const schemas = Object.entries(finished.components?.schemas ?? {}).sort(([a], [b]) => a.localeCompare(b));
  return { ...finished, components: { ...finished.components, schemas: Object.fromEntries(schemas) } };
}

const binary = { type: 'string', format: 'binary' } as const;

/**
 * The bodies the zod schemas cannot state, for integrators' generated clients: the photo upload
 * (the image itself, or a multipart form with `photo`), the Pusher authorizations in the form
 * encoding pusher-js posts, and Stripe's webhook event (verified as raw text, never parsed by a
 * schema).
 */
function declareUnparsedBodies(document: Document): void {
  const paths = document.paths ?? {};
  const schemas = (document.components ??= {}).schemas ?? {};
  document.components.schemas = schemas;
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const photo = paths['/api/parking-lots/{id}/photos']?.post;
  if (photo) {
    schemas.ImageBytes = { ...binary, description: 'An image file (JPEG, PNG, WebP; HEIC where readable)' };
    schemas.PhotoUpload = { type: 'object', properties: { photo: ref('ImageBytes') }, required: ['photo'] };
    photo.requestBody = {
      required: true,
      description: 'The image, up to 8 MB: the file itself, or a multipart form with the field photo',
      content: {
        'multipart/form-data': { schema: ref('PhotoUpload') },
        'image/jpeg': { schema: ref('ImageBytes') },
        'image/png': { schema: ref('ImageBytes') },
        'image/webp': { schema: ref('ImageBytes') },
        'application/octet-stream': { schema: ref('ImageBytes') },
      },
    };
  }
  for (const path of ['/api/broadcasting/auth', '/api/broadcasting/user-auth']) {
    const body = paths[path]?.post?.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
    const json = body?.content['application/json'];
    if (body && json) body.content = { 'application/x-www-form-urlencoded': json, ...body.content };
  }
  const webhook = paths['/api/payments/stripe/webhook']?.post;
  if (webhook) {
    schemas.StripeEvent = {
      type: 'object',
      description: 'A Stripe event (https://docs.stripe.com/api/events/object)',
      additionalProperties: true,
    };
    webhook.requestBody = {
      required: true,
      description: 'A Stripe event, exactly as Stripe sent it (its Stripe-Signature header is checked against it)',
      content: { 'application/json': { schema: ref('StripeEvent') } },
    };
  }
}

const refPrefix = '#/components/schemas/';

function refsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(refPrefix))
        found.add(child.slice(refPrefix.length));
      else refsIn(child, found);
    }
  }
  return found;
}

/** Keeps the components that operations refer to, directly or through other components. */
function pruneComponents(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const used = refsIn(document.paths, new Set());
  for (let queue = [...used]; queue.length > 0;) {
    const next = [...refsIn(schemas[queue.pop()!], new Set())].filter((name) => !used.has(name));
    for (const name of next) used.add(name);
    queue = [...queue, ...next];
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * fastify-type-provider-zod names a request body's component `<Name>Input`. Where no answer uses
 * `<Name>`, or its answer form is the same schema, the body gets the plain name.
 */
function mergeInputComponents(document: Document): Document {
  const schemas = document.components?.schemas ?? {};
  const renames = new Map<string, string>();
  for (const name of Object.keys(schemas)) {
    const plain = name.replace(/Input$/, '');
    if (plain === name) continue;
    const output = schemas[plain];
    if (!output || JSON.stringify(output) === JSON.stringify(schemas[name])) renames.set(name, plain);
  }
  if (renames.size === 0) return document;
  const text = JSON.stringify(document, (key, value: unknown) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith(refPrefix)) {
      const renamed = renames.get(value.slice(refPrefix.length));
      return renamed ? refPrefix + renamed : value;
    }
    return value;
  });
  const merged = JSON.parse(text) as Document;
  const mergedSchemas = merged.components!.schemas!;
  for (const [from, to] of renames) {
    mergedSchemas[to] ??= mergedSchemas[from]!;
    delete mergedSchemas[from];
  }
  return merged;
}

/**
 * Two spellings of zod's that tools read badly:
 * - a fixed-length tuple is `prefixItems` with `items: false` (nothing after them); some tools
 *   read only `items` and take `false` for a missing one (Spectral's array-items). The same
 *   rule spelled as a schema that nothing matches is read by all of them.
 * - `z.number().int()` carries the bounds of a safe integer, which say nothing to a client and
 *   which Swagger UI shows as every example id (-9007199254740991).
 */
function tidySchemas(document: Document): Document {
  const text = JSON.stringify(document, (_key, value: unknown) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const schema = { ...(value as Record<string, unknown>) };
    if ('prefixItems' in schema && schema.items === false) schema.items = { not: {} };
    if (schema.minimum === Number.MIN_SAFE_INTEGER) delete schema.minimum;
    if (schema.maximum === Number.MAX_SAFE_INTEGER) delete schema.maximum;
    return schema;
  });
  return JSON.parse(text) as Document;
}
