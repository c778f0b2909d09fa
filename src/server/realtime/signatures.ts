import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export type AppCredentials = { key: string; secret: string };

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time string comparison (a signature must not leak through timing). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * `auth` of a private channel subscription: key:hex(hmac_sha256(secret, socket_id:channel)); of
 * a presence channel, the signed text ends with :channel_data.
 */
export function channelAuth(app: AppCredentials, socketId: string, channel: string, channelData?: string): string {
  const signed = channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`;
  return `${app.key}:${hmacHex(app.secret, signed)}`;
}

/** Pusher user authentication: the signature covers socket_id::user::user_data. */
export function userAuth(app: AppCredentials, socketId: string, userData: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`;
}

export function verifyChannelAuth(
  app: AppCredentials,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  return typeof auth === 'string' && safeEqual(auth, channelAuth(app, socketId, channel, channelData));
}

export function verifyUserAuth(app: AppCredentials, socketId: string, userData: string, auth: unknown): boolean {
  return typeof auth === 'string' && safeEqual(auth, userAuth(app, socketId, userData));
}

/** How far a signed HTTP API request's auth_timestamp may be from our clock. */
const MAX_CLOCK_SKEW_SECONDS = 600;

/**
 * Checks a signed Pusher HTTP API request: the signature is
 * hmac_sha256(secret, METHOD\npath\nsorted query without auth_signature), and body_md5 must match
 * the raw body, so neither the query nor the body can be altered in flight.
 */
export function verifyApiRequest(
  app: AppCredentials,
  request: { method: string; path: string; query: Record<string, string>; body: string },
  nowSeconds: number,
): boolean {
  const { auth_signature: signature, ...params } = request.query;
  if (!signature || params.auth_key !== app.key || params.auth_version !== '1.0') return false;
  const timestamp = Number(params.auth_timestamp);
  if (!Number.isFinite(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_CLOCK_SKEW_SECONDS) return false;
  if (request.body.length > 0 && params.body_md5 !== createHash('md5').update(request.body).digest('hex')) return false;
  const query = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  const expected = hmacHex(app.secret, [request.method.toUpperCase(), request.path, query].join('\n'));
  return safeEqual(signature, expected);
}
