import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../support/factories';
import { createTestApp } from '../support/test-app';

const { app } = await createTestApp();

const get = async (url: string, headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { data: unknown[]; meta: { total: number; total_is_estimate: boolean; page: number } };
};

describe('admin list totals', () => {
  it('estimates a large total (no count(*)), counts a small or filtered one exactly', async () => {
    const admin = await createUser(app, { isAdmin: true });
    // 12,000 audit rows (above the 10,000 exact-count limit), 3 of them with a rare action.
    await app.deps.db.execute(sql`
      insert into audit_log (admin_id, action, target_type, target_id, created_at)
      select ${admin.id}, case when g <= 3 then 'rare.action' else 'bulk.action' end, 'user', g,
        now() - g * interval '1 minute'
      from generate_series(1, 12000) as g`);
    await app.deps.db.execute(sql`analyze audit_log`);

    const all = await get('/api/admin/audit', admin.headers);
    expect(all.meta.total_is_estimate).toBe(true);
    expect(all.meta.total).toBeGreaterThan(10_000);
    expect(all.meta.total).toBeLessThan(14_000);
    expect(all.data).toHaveLength(25);

    const rare = await get('/api/admin/audit?action=rare.action', admin.headers);
    expect(rare.meta).toMatchObject({ total: 3, total_is_estimate: false });

    // A page shorter than per_page ends the list: the total is exact whatever the estimate.
    const last = await get('/api/admin/audit?per_page=7&page=1715', admin.headers);
    expect(last.data).toHaveLength(2);
    expect(last.meta).toMatchObject({ total: 12_000, total_is_estimate: false });

    const users = await get('/api/admin/users', admin.headers);
    expect(users.meta.total_is_estimate).toBe(false);
    expect(users.meta.total).toBe(users.data.length);
  });
});
