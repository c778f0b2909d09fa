import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app';

const staticDir = mkdtempSync(join(tmpdir(), 'loc-liber-headers-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const { app } = await createTestApp({ STATIC_DIR: staticDir, TRUST_PROXY: 'true' });

// helmet's headers, as the app configures it (src/server/security-headers.ts).
const expected = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on every answer: an API answer, an error, the app page and a refused body', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/no-such-thing' }),
      app.inject({ method: 'GET', url: '/reservations' }),
      app.inject({ method: 'POST', url: '/api/login', payload: { email: 'not an email' } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 200, 422]);
    for (const [i, res] of answers.entries()) {
      expect(res.headers, `answer ${i}`).toMatchObject(expected);
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toMatch(/^default-src 'self';script-src 'self';/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('add HSTS only to a request that came over TLS', async () => {
    const secure = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(secure.headers).toMatchObject(expected);
    const plain = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
