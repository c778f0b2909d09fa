// The statements one request runs, captured in process, and EXPLAIN (ANALYZE, BUFFERS) of the
// slowest of them: `npm run bench scale` prints it for its three slowest lists.
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { recordStatements } from './pg-capture';

type Statement = { text: string; values: unknown[] };

/** The statements `url` runs, as the app sends them (one request, the app in this process). */
export async function statementsOf(app: FastifyInstance, url: string, token: string): Promise<Statement[]> {
  const [res, statements] = await recordStatements(() =>
    app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } }),
  );
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
  return statements.map((s) => ({ text: s.config.text, values: s.values }));
}

/**
 * Of the request's reading statements, the one whose EXPLAIN ANALYZE takes longest, with its
 * plan (the statements are run again for it, warm, as the bench ran them).
 */
export async function slowestPlan(
  client: pg.Client,
  statements: Statement[],
): Promise<{ ms: number; text: string; plan: string } | undefined> {
  let slowest: { ms: number; text: string; plan: string } | undefined;
  for (const s of statements) {
    if (!/^\s*(select|with|\(select)/i.test(s.text)) continue;
    if (/\bfor (update|share|no key update)\b/i.test(s.text)) continue;
    const result = await client.query({
      text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF, TIMING ON) ${s.text}`,
      values: s.values,
    });
    const lines = result.rows.map((r: Record<string, string>) => r['QUERY PLAN'] as string);
    const executed = lines.find((l) => l.startsWith('Execution Time'));
    const planned = lines.find((l) => l.startsWith('Planning Time'));
    const ms =
      Number(/([\d.]+) ms/.exec(executed ?? '')?.[1] ?? 0) + Number(/([\d.]+) ms/.exec(planned ?? '')?.[1] ?? 0);
    if (!slowest || ms > slowest.ms) slowest = { ms, text: s.text, plan: lines.join('\n') };
  }
  return slowest;
}
