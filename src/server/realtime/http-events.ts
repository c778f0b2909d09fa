import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, messages as errorMessages } from '../lib/errors';
import { channelsApiRoutes, countsOf, requestedInfo } from './http-channels';
import { MAX_EVENT_DATA_BYTES, isValidChannelName, socketIdPattern } from './protocol';
import { verifyApiRequest, type AppCredentials } from './signatures';

const messages = {
  invalidSignature: /*i18n*/ { id: 'realtime.invalid_signature', message: 'The request signature is not valid.' },
  eventTooLarge: /*i18n*/ { id: 'realtime.event_too_large', message: 'The event data is larger than 10 KB.' },
  foreignUrl: /*i18n*/ {
    id: 'realtime.foreign_url',
    message: 'Links in an event must be paths of this app (starting with a single /).',
  },
};

const linkKeys = new Set(['url', 'link', 'href', 'action_url', 'actionUrl']);

/** A path of this app: one leading slash, no scheme, no protocol-relative //host, no backslash. */
export function isAppPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return false;
  return ![...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
}

/** Whether any link-like field of the event's JSON data points outside the app. */
export function hasForeignLink(value: unknown, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value as Record<string, unknown>).some(([key, inner]) =>
    linkKeys.has(key) && typeof inner === 'string' ? !isAppPath(inner) : hasForeignLink(inner, depth + 1),
  );
}

const channelName = z.string().refine(isValidChannelName);
const eventName = z.string().min(1).max(200);
const socketId = z.string().regex(socketIdPattern).optional();
/** `user_count,subscription_count`: what the answer tells of each channel published to. */
const info = z.string().max(100).optional();

const eventBody = z
  .object({
    name: eventName,
    data: z.string(),
    channels: z.array(channelName).min(1).max(100).optional(),
    channel: channelName.optional(),
    socket_id: socketId,
    info,
  })
  .refine((body) => body.channels || body.channel);

const batchBody = z.object({
  batch: z
    .array(z.object({ name: eventName, data: z.string(), channel: channelName, socket_id: socketId, info }))
    .min(1)
    .max(10),
});

/** 401 unless the request carries a valid Pusher HTTP API signature (body_md5 included). */
function verifySigned(request: FastifyRequest, app: AppCredentials, nowSeconds: number): void {
  const raw = typeof request.body === 'string' ? request.body : '';
  const path = request.url.split('?')[0] ?? '';
  const query = request.query as Record<string, string>;
  if (!verifyApiRequest(app, { method: request.method, path, query, body: raw }, nowSeconds)) {
    throw new AppError(401, messages.invalidSignature);
  }
}

function signedBody<T>(request: FastifyRequest, app: AppCredentials, schema: z.ZodType<T>, nowSeconds: number): T {
  verifySigned(request, app, nowSeconds);
  const raw = typeof request.body === 'string' ? request.body : '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(400, errorMessages.malformedJson);
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new AppError(422, errorMessages.invalidData);
  return result.data;
}

/** Size, then links: an event relayed to a user may only link into this app. */
function checkData(data: string) {
  if (Buffer.byteLength(data) > MAX_EVENT_DATA_BYTES) throw new AppError(413, messages.eventTooLarge);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return;
  }
  if (hasForeignLink(parsed)) throw new AppError(422, messages.foreignUrl);
}

/**
 * The Pusher HTTP API's publishing calls (POST /apps/{app_id}/events and /batch_events), so
 * the official `pusher` library can trigger events on this embedded server, and its reading
 * calls (http-channels.ts). The app id is not
 * checked: the server hosts one app, and the key and signature identify it.
 */
export async function httpEventsRoutes(app: FastifyInstance): Promise<void> {
  const credentials = app.deps.realtimeCredentials;
  const hub = app.deps.realtime.hub;
  // The caller signs with its wall clock, so compare with ours, not with the app's movable clock.
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  // Its callers are other servers (the pusher libraries), which send no Accept-Language: their
  // errors are in English unless they ask for another language (this scope only).
  app.addHook('onRequest', async (request) => {
    request.headers['accept-language'] ??= 'en';
  });

  // The signature covers the body's MD5: keep the raw text (this scope only).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/apps/:appId/events', async (request) => {
    const body = signedBody(request, credentials, eventBody, nowSeconds());
    checkData(body.data);
    const channels = body.channels ?? (body.channel ? [body.channel] : []);
    await Promise.all(
      channels.map((channel) =>
        app.deps.realtime.publish(channel, body.name, body.data, { exceptSocketId: body.socket_id }),
      ),
    );
    // As Pusher: with `info`, the counts of each channel published to, at the time of publishing.
    const wanted = requestedInfo(body.info);
    if (wanted.size === 0) return {};
    const counts = await Promise.all(
      [...new Set(channels)].map(async (name) => [name, countsOf(name, await hub.occupancy.channel(name), wanted)]),
    );
    return { channels: Object.fromEntries(counts) };
  });

  channelsApiRoutes(app, (request) => verifySigned(request, credentials, nowSeconds()));

  app.post('/apps/:appId/batch_events', async (request) => {
    const body = signedBody(request, credentials, batchBody, nowSeconds());
    for (const event of body.batch) checkData(event.data);
    await Promise.all(
      body.batch.map((event) =>
        app.deps.realtime.publish(event.channel, event.name, event.data, { exceptSocketId: event.socket_id }),
      ),
    );
    return {
      batch: await Promise.all(
        body.batch.map(async (event) => {
          const wanted = requestedInfo(event.info);
          return wanted.size === 0 ? {} : countsOf(event.channel, await hub.occupancy.channel(event.channel), wanted);
        }),
      ),
    };
  });
}
