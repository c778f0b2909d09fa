import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages } from './lib/errors';
import { IdempotentDuplicate, answerDuplicate } from './lib/idempotency';
import { defaultLanguage, translate, type Language, type ServerMessage } from './lib/i18n';
import { requestLanguage } from './lib/request-language';
import { fieldErrorsFromIssues, toFieldErrors, type LocalizedFieldErrors } from './lib/validation';

function body(
  language: Language,
  message: ServerMessage,
  values?: Record<string, unknown>,
  errors?: LocalizedFieldErrors,
) {
  const out: { message: string; errors?: Record<string, string[]> } = { message: translate(language, message, values) };
  if (errors) {
    out.errors = Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [field, list.map((e) => translate(language, e.message, e.values))]),
    );
  }
  return out;
}

function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/** Consumes what is left of a request body (bounded in size and time). */
function drain(request: FastifyRequest): Promise<void> {
  const raw = request.raw;
  if (raw.readableEnded || raw.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    let read = 0;
    const done = () => {
      clearTimeout(timer);
      raw.removeAllListeners('data');
      resolve();
    };
    const timer = setTimeout(done, DRAIN_TIMEOUT_MS);
    raw.on('data', (chunk: Buffer) => {
      read += chunk.length;
      if (read > DRAIN_LIMIT_BYTES) done();
    });
    raw.once('end', done);
    raw.once('error', done);
    raw.resume();
  });
}

/**
 * What the router answers before any route runs (a path that is not valid percent-encoded UTF-8,
 * a path parameter over 100 characters): the one error shape, without echoing the path back.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 404 : 400)
    .send(body(requestLanguage(request), tooLong ? messages.notFound : messages.invalidData));
}

/** How long a refused connection may go on sending before it is cut (it was told to close). */
const CLIENT_ERROR_LINGER_MS = 5_000;

/**
 * A request Node's parser refuses before any route sees it: headers or URL over the limit
 * (431), a request that took too long (408), bytes that are no HTTP (400). Fastify's own answer
 * had no Connection: close and cut the socket at once, so a keep-alive client sent its next
 * request into a reset connection (ECONNRESET). This one answers in the error shape with
 * Connection: close, reads and drops what the client still sends, and closes. No headers were
 * read, so the language is the default one.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', messages.tooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', messages.invalidData]
        : [400, 'Bad Request', messages.invalidData];
  this.log.info({ code: err.code, status }, 'refused before routing');
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message: translate(defaultLanguage, message) });
  socket.end(
    `HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  socket.on('error', () => undefined);
  socket.resume();
  setTimeout(() => socket.destroy(), CLIENT_ERROR_LINGER_MS).unref();
}

/** One error handler: every failure answers {message, errors?}, never a stack trace or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    if (error instanceof IdempotentDuplicate && (await answerDuplicate(request, reply))) return reply;
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const fieldErrors = error.fieldErrors ? toFieldErrors(error.fieldErrors) : undefined;
      const answer = body(language, error.userMessage, error.values, fieldErrors);
      const withId = error.statusCode >= 500 ? { ...answer, request_id: request.id } : answer;
      return reply.status(error.statusCode).send(error.extra ? { ...error.extra, ...withId } : withId);
    }
    if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
      // A path that names nothing this server has (an id that is not one): not found, on every route.
      return reply.status(404).send(body(language, messages.notFound));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // fastify-type-provider-zod 7 hands each issue over without code, path, message and
      // input: rebuild it, taking the input from the request part that failed (a missing
      // field reads "required", a wrong type "not valid").
      const source = requestPart(request, error.validationContext);
      const issues = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return { ...v.params, code: v.keyword, path, message: v.message, input: valueAt(source, path) };
      }) as unknown as Parameters<typeof fieldErrorsFromIssues>[0];
      return reply.status(422).send(body(language, messages.invalidData, undefined, fieldErrorsFromIssues(issues)));
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      error instanceof SyntaxError
    ) {
      return reply.status(400).send(body(language, messages.malformedJson));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(body(language, messages.tooManyAttempts, { seconds: 60 }));
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      // Read the rest of the body first: answering mid-upload closes the connection under a
      // client still sending, which sees a reset (curl: "Send failure: Broken pipe"), not the 413.
      // (This came after the 4xx case below, which answered every 413 at once.)
      await drain(request);
      return reply.status(413).send(body(language, messages.tooLarge));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(body(language, error.statusCode === 404 ? messages.notFound : messages.invalidData));
    }
    // The logger's `err` serializer (safeError) writes type, message, stack and code, without SQL
    // parameters; the line carries the request id (reqId). Passing an already serialized error
    // here made every 500 read "non-error thrown".
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ ...body(language, messages.internal), request_id: request.id });
  });
}
