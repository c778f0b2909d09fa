// `npm run bench scale-profile`: where one list of the city (tests/bench/scale.ts; run `npm run
// bench scale` once to build it) spends the server's CPU. One server process under
// `node --cpu-prof`, 2,000 requests from 20 clients as the scale bench sends them, then the
// samples by package and function, and the callers (nine deep) of the five heaviest functions.
// BENCH_PROFILE_PATH: the API path and query (default the reservations list the app asks for).
import { postgresDatabase } from '../../src/server/db/postgres-client';
import { databaseUrl } from '../support/postgres-urls';
import { heaviestCallers } from './cpu-profile';
import { describeGc } from './gc-trace';
import { printCallers, printSelfTime, profiledRequests } from './profiled-requests';
import { cityPeople } from './scale';

export async function profileScaleList(serverUrl: string, requests = 2000, clients = 20): Promise<void> {
  const url = databaseUrl(serverUrl, process.env.BENCH_SCALE_DATABASE ?? 'locliber_bench_scale');
  const path = process.env.BENCH_PROFILE_PATH ?? 'reservations?type=all&per_page=200';
  const database = postgresDatabase(url, 4);
  try {
    const { people, tokens } = await cityPeople(database.db, new Date());
    if (people.length === 0) throw new Error('no city here: run `npm run bench scale` once first');
    const { perSecond, summary, gc, inspected } = await profiledRequests(url, {
      requests,
      clients,
      request: (base, i) => ({ url: `${base}/api/${path}`, token: tokens[i % tokens.length] as string }),
      // The callers of the five heaviest functions, read before the profiles go.
      inspect: heaviestCallers,
    });
    console.log(`${path}: ${perSecond.toFixed(0)}/s from ${clients} clients`);
    console.log(`the app server's memory: ${describeGc(gc, requests)}`);
    console.log(`server busy ${(summary.busyMs / requests).toFixed(2)} ms a request; self time by package:`);
    printSelfTime(summary);
    if (inspected) printCallers(inspected);
  } finally {
    await database.close();
  }
}
