import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

// No APP_URL: a mailed link must never take its host from the request.
const { app, mail } = await createTestApp({ APP_URL: '', PORT: '3135', ALLOWED_HOSTS: 'parking.example.ro' });

async function resetLinkFor(host: string): Promise<string> {
  const user = await createUser(app);
  const answer = await app.inject({
    method: 'POST',
    url: '/api/forgot-password',
    headers: { host, 'x-forwarded-host': 'evil.example' },
    payload: { email: user.email },
  });
  expect(answer.statusCode).toBe(200);
  const received = await mail.waitFor(user.email.toLowerCase());
  const link = /(https?:\/\/\S+reset-password\S*)/.exec(received.text)?.[1];
  if (!link) throw new Error(`no link in ${received.text}`);
  return link;
}

describe('links in mail without APP_URL', () => {
  it('a foreign Host header gets a link to the address the server runs on', async () => {
    const link = await resetLinkFor('evil.example');
    expect(new URL(link).origin).toBe('http://localhost:3135');
  });

  it('a Host from ALLOWED_HOSTS gets a link to itself', async () => {
    const link = await resetLinkFor('parking.example.ro');
    expect(new URL(link).origin).toBe('http://parking.example.ro');
  });
});
