import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

// A throwaway database of this file's own: its automobiles table is dropped to make a real
// query fail inside a route, as a lost table or a broken migration would.
const { app, log } = await createTestApp({ LOG_LEVEL: 'info' }, { captureLog: true });

describe('the log of a 500', () => {
  it('names the real cause once (type, message, stack, request id), without parameters or secrets', async () => {
    const user = await createUser(app);
    await app.deps.db.execute(sql`drop table automobiles cascade`);
    const registration = 'B99PARAMSECRET';
    log.length = 0;

    const answer = await app.inject({
      method: 'POST',
      url: '/api/automobiles',
      headers: user.headers,
      payload: { registration_number: registration, make: 'Dacia', model: 'Logan' },
    });

    expect(answer.statusCode).toBe(500);
    // The request id in the body and the header is the one on the log lines: support finds the line.
    const requestId = answer.headers['x-request-id'];
    expect(answer.json()).toEqual({ message: 'A apărut o eroare.', request_id: requestId });
    const failures = log.filter((line) => line.msg === 'unhandled error');
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    const err = failure!.err as { type: string; message: string; stack: string; cause?: { code?: string } };
    expect(err.type).toBe('DrizzleQueryError');
    expect(err.message).toMatch(/^Failed query: select .*"automobiles"/);
    expect(err.message).not.toContain('non-error thrown');
    expect(err.stack).toMatch(/^\s+at /);
    expect(err.stack).toContain('automobiles/');
    expect(err.cause?.code).toBe('42P01');
    const answered = log.find((line) => line.msg === 'answered' && line.status === 500);
    expect(failure!.reqId).toBeTruthy();
    expect(failure!.reqId).toBe(answered?.reqId);
    expect(failure!.reqId).toBe(requestId);
    expect(answered?.user_id).toBe(user.id);

    const text = JSON.stringify(log);
    expect(text).not.toContain(registration);
    expect(text).not.toContain(user.token);
    expect(text).not.toContain('params:');
  });
});
