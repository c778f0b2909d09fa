// `npm run bench first-screen-tasks`: the main thread's tasks in cold loads of the signed-in home
// (list mode), from a Chrome trace, unthrottled: the entry's evaluation, React's tasks, the
// first layout and the rest, per load, with a Lighthouse-like blocking sum (each task counted
// at 4x, as Lighthouse's simulation does, minus 50 ms). FIRST_SCREEN_BASELINE=<folder of another
// build> alternates the runs between the two builds, run by run, so both see the same load: on
// this shared machine a figure means something only beside its anchor of the same sitting.
// "other" holds Playwright's own script too (it waits for the first card from inside the page).
import { availableParallelism } from 'node:os';
import { chromium, type Page } from 'playwright-core';
import { clearForColdLoad, loadAverage, serve, signIn, type Build } from './lighthouse';
import { percentile } from './stats';

const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? 7);
const BASELINE = process.env.FIRST_SCREEN_BASELINE;
/** How long after the first lot card the trace goes on (the idle callbacks, the first background work). */
const TAIL_MS = 2_500;

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string } };
};
type Task = { start: number; ms: number; kind: Kind };
const kinds = ['evaluation', 'react', 'layout', 'other', 'later'] as const;
type Kind = (typeof kinds)[number];

/** The renderer's main thread: the CrRendererMain with the most complete events. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  let best = { pid: 0, tid: 0, count: -1 };
  for (const e of events) {
    if (e.name !== 'thread_name' || e.args?.name !== 'CrRendererMain') continue;
    const count = events.filter((x) => x.pid === e.pid && x.tid === e.tid && x.ph === 'X').length;
    if (count > best.count) best = { pid: e.pid, tid: e.tid, count };
  }
  return best;
}

/** The top-level tasks of at least 5 ms after the home's navigation, sorted into kinds. */
export function firstScreenTasks(events: TraceEvent[], origin: string): { tasks: Task[]; fcp: number } {
  const { pid, tid } = mainThread(events);
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.pid === pid)
    // Newer Chromium leaves the URL empty on the main frame's navigation.
    .filter((e) => ['', `${origin}/`].includes(String(e.args?.data?.documentLoaderURL ?? '')))
    .pop();
  if (!navigation) throw new Error('no navigation to the home in the trace');
  const t0 = navigation.ts;
  const fcpEvent = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid && e.ts > t0);
  const fcp = fcpEvent ? (fcpEvent.ts - t0) / 1000 : Infinity;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0);
  const tops = own
    .filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let lastEnd = 0;
  for (const top of tops) {
    const end = top.ts + (top.dur ?? 0);
    // Nested task events: the outermost only.
    if (top.ts < lastEnd) continue;
    lastEnd = end;
    if ((top.dur ?? 0) < 5000) continue;
    const inside = own.filter((e) => e.ts >= top.ts && e.ts < end && e !== top);
    const has = (name: string) => inside.some((e) => e.name === name);
    if (has('DocumentLoader::CommitNavigation')) continue;
    const start = (top.ts - t0) / 1000;
    const react = inside.some(
      (e) => e.name === 'FunctionCall' && String(e.args?.data?.url ?? '').includes('/assets/index-'),
    );
    const kind: Kind =
      start > fcp + 100
        ? 'later'
        : has('v8.evaluateModule') && start < fcp
          ? 'evaluation'
          : react
            ? 'react'
            : has('Layout')
              ? 'layout'
              : 'other';
    tasks.push({ start, ms: (top.dur ?? 0) / 1000, kind });
  }
  return { tasks, fcp };
}

/** Lighthouse's simulation multiplies each observed task by 4; a task blocks beyond 50 ms. */
export const blockingAt4x = (tasks: Task[]) => tasks.reduce((sum, t) => sum + Math.max(0, 4 * t.ms - 50), 0);

async function coldLoad(page: Page, build: Build): Promise<{ tasks: Task[]; fcp: number }> {
  const browser = page.context().browser()!;
  const cdp = await page.context().newCDPSession(page);
  await page.goto('about:blank');
  await clearForColdLoad(cdp, build.server.url);
  await cdp.detach();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(`${build.server.url}/`);
  await page.locator('.lot-card').first().waitFor();
  await page.waitForTimeout(TAIL_MS);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  return firstScreenTasks(trace.traceEvents, build.server.url);
}

export async function benchFirstScreenTasks(): Promise<void> {
  const builds = [await serve('this build')];
  if (BASELINE) builds.push(await serve(`baseline ${BASELINE}`, BASELINE));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const figures = builds.map(() => [] as Record<Kind | 'blocking', number>[]);
  try {
    const pages: Page[] = [];
    for (const build of builds) {
      const page = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
      await signIn(page, build);
      pages.push(page);
    }
    console.log(`load average at start: ${loadAverage()}`);
    for (let run = 0; run < RUNS; run++)
      for (const [i, build] of builds.entries()) {
        const { tasks } = await coldLoad(pages[i]!, build);
        const row = { evaluation: 0, react: 0, layout: 0, other: 0, later: 0, blocking: blockingAt4x(tasks) };
        for (const task of tasks) row[task.kind] += task.ms;
        figures[i]!.push(row);
      }
  } finally {
    await browser.close();
    for (const build of builds) await build.server.stop();
  }
  for (const [i, build] of builds.entries()) {
    const median = (key: Kind | 'blocking') =>
      percentile(
        figures[i]!.map((f) => f[key]).sort((a, b) => a - b),
        50,
      ).toFixed(0);
    const parts = kinds.map((kind) => `${kind} ${median(kind)}`).join(', ');
    console.log(
      `first-screen tasks [${build.name}]: ms observed per load (median of ${RUNS}): ${parts}; blocking at 4x ${median('blocking')}`,
    );
  }
  console.log(`load average: ${loadAverage()} on ${availableParallelism()} CPUs`);
}
