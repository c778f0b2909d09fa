import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../../src/server/lib/instance-secrets';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();
afterAll(() => app.close());

describe('instance secrets', () => {
  it('creates a secret once and answers the stored one afterwards', async () => {
    const first = await loadOrCreateSecret(app.deps.db, 'probe-a', () => 'generated-1');
    const again = await loadOrCreateSecret(app.deps.db, 'probe-a', () => 'generated-2');
    expect(first).toBe('generated-1');
    expect(again).toBe('generated-1');
  });

  it('agrees on one value when several callers create it at once', async () => {
    let n = 0;
    const values = await Promise.all(
      Array.from({ length: 10 }, () => loadOrCreateSecret(app.deps.db, 'probe-b', () => `value-${++n}`)),
    );
    expect(new Set(values).size).toBe(1);
  });
});
