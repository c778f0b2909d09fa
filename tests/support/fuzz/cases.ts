import { encodeQueryValue, hostileOthers, hostileQueryValues, hostileSegments, hostileStrings } from './hostile-values';
import { fillPath, type Operation } from './openapi-operations';

export type FuzzCase = {
  method: string;
  url: string;
  /** What was bent, for the failure report. */
  what: string;
  payload?: string;
  headers?: Record<string, string>;
};

const json = { 'content-type': 'application/json' };
const tenMegabytes = JSON.stringify({ name: 'x'.repeat(10 * 1024 * 1024) });

/**
 * Bad inputs for one operation: each path parameter, each query parameter and each body field
 * bent in turn (the rest kept plausible), whole bodies of the wrong kind, broken JSON, a 10 MB
 * body, odd headers. `ids` gives a real id for a path parameter, so the body reaches past the
 * 404; `extra` adds generated values (fast-check) to the hand-picked ones.
 */
export function casesFor(operation: Operation, ids: Record<string, string>, extra: unknown[]): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const url = fillPath(operation.path, ids);
  const base = operation.body;
  const { method } = operation;
  const withBody = (payload: unknown, what: string, headers: Record<string, string> = json) =>
    cases.push({ method, url, what, payload: JSON.stringify(payload), headers });

  for (const param of operation.pathParams) {
    for (const segment of hostileSegments) {
      cases.push({
        method,
        url: fillPath(operation.path, { ...ids, [param]: segment }),
        what: `path ${param}=${segment}`,
        ...(base ? { payload: JSON.stringify(base), headers: json } : {}),
      });
    }
  }

  for (const param of operation.queryParams) {
    const values = [...hostileQueryValues, ...extra.filter((v): v is string => typeof v === 'string').slice(0, 4)];
    for (const value of values) {
      cases.push({
        method,
        url: `${url}?${param}=${encodeQueryValue(value)}`,
        what: `query ${param}=${value.slice(0, 40)}`,
      });
    }
    cases.push({ method, url: `${url}?${param}=1&${param}=2`, what: `query ${param} twice` });
    cases.push({ method, url: `${url}?${param}[a]=1`, what: `query ${param}[a]` });
  }

  if (base) {
    const values = [...hostileStrings, ...hostileOthers, ...extra];
    for (const field of Object.keys(base)) {
      for (const value of values) withBody({ ...base, [field]: value }, `body ${field}=${describe(value)}`);
    }
    withBody({ ...base, unexpected_field: 'a\ud800b' }, 'body with an unknown field');
  }
  if (base || method === 'POST' || method === 'PUT') {
    for (const whole of [[], 'text', 42, null, true, [base ?? {}]]) withBody(whole, `whole body ${describe(whole)}`);
    cases.push({ method, url, what: 'broken JSON', payload: '{"a":', headers: json });
    cases.push({ method, url, what: 'JSON with a raw NUL', payload: '{"a":"\u0000"}', headers: json });
    cases.push({ method, url, what: 'a 10 MB body', payload: tenMegabytes, headers: json });
    cases.push({
      method,
      url,
      what: 'form body with nested keys',
      payload: '__proto__[admin]=1&a[b][c]=%ED%A0%80&name=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    cases.push({
      method,
      url,
      what: 'an unknown content type',
      payload: '<x/>',
      headers: { 'content-type': 'application/xml' },
    });
  }

  const headers: Record<string, string>[] = [
    { 'accept-language': 'x'.repeat(5000) },
    { 'accept-language': '*;q=NaN, ro;q=2' },
    { 'if-none-match': '"' + 'x'.repeat(3000) },
    { 'idempotency-key': 'k'.repeat(5000) },
    { 'idempotency-key': '%00\u00e9' },
  ];
  for (const header of headers) {
    cases.push({
      method,
      url,
      what: `header ${Object.keys(header)[0]}`,
      headers: { ...header, ...(base ? json : {}) },
      ...(base ? { payload: JSON.stringify(base) } : {}),
    });
  }
  return cases;
}

function describe(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}...(${text.length})` : text;
}
