import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

// Request ids and log levels an operator reads (docs/deploy.md, "Logs").
const behindProxy = await createTestApp({ TRUST_PROXY: 'on', LOG_LEVEL: 'info' }, { captureLog: true });
const direct = await createTestApp({ LOG_LEVEL: 'info' }, { captureLog: true });
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it("take the proxy's X-Request-Id with TRUST_PROXY, answer it, and put it on the request's log line", async () => {
    const user = await createUser(behindProxy.app);
    const res = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { ...user.headers, 'x-request-id': 'nginx-7f3a9c01b2d4' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('nginx-7f3a9c01b2d4');
    const line = behindProxy.log.find((l) => l.reqId === 'nginx-7f3a9c01b2d4' && l.msg === 'answered');
    expect(line).toMatchObject({ method: 'GET', path: '/api/user', status: 200, user_id: user.id, level: 30 });
    // Never the token, never a query string.
    expect(JSON.stringify(behindProxy.log)).not.toContain(user.token);
  });

  it('make a new one for an id that is not one, and ignore the header without TRUST_PROXY', async () => {
    const odd = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'has spaces "and quotes"' },
    });
    expect(odd.headers['x-request-id']).toMatch(uuid);
    const ignored = await direct.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'chosen-by-the-client' },
    });
    expect(ignored.headers['x-request-id']).toMatch(uuid);
  });
});

describe('log levels', () => {
  it('log refusals at info and an expected 503 at warn, never at error', async () => {
    direct.log.length = 0;
    const unknown = await direct.app.inject({ method: 'GET', url: '/api/automobiles/999999' });
    expect(unknown.statusCode).toBe(401);
    // No Stripe configured: the webhook answers 503, an operator's setting, not a fault.
    const webhook = await direct.app.inject({ method: 'POST', url: '/api/payments/stripe/webhook', payload: {} });
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json().request_id).toBe(webhook.headers['x-request-id']);
    const answered = direct.log.filter((l) => l.msg === 'answered');
    expect(answered.map((l) => [l.status, l.level])).toEqual([
      [401, 30],
      [503, 40],
    ]);
    expect(direct.log.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });
});
