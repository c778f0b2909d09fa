// `npm run bench first-screen-profile`: where the main thread's time goes in a cold load of
// the signed-in home (list mode): V8's sampling profiler (0.1 ms) in the Debian Chromium,
// unthrottled, FIRST_SCREEN_RUNS loads (default 5), from navigation until the first lot card
// shows. Prints self time per load by package or source file (through the build's source
// maps), and the longest stretch without idle (the biggest task) by package and by the app's
// own functions, inclusive. It found the
// ICU start-up that the app zone's table now avoids (docs/performance.md).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { clearForColdLoad, serve, signIn } from './lighthouse';

const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? 5);
const dist = resolve(import.meta.dirname, '../..', process.env.E2E_DIST ?? 'dist');

type Place = { source: string; fn: string };
/** A frame of a CPU profile (the DevTools protocol's Runtime.CallFrame). */
type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };

function placer(): (frame: CallFrame) => Place {
  const maps = new Map<string, TraceMap | undefined>();
  return (frame) => {
    const file = /\/assets\/([^/?#]+\.js)$/.exec(frame.url)?.[1];
    if (!file)
      return { source: frame.url ? frame.url.replace(/^.*\//, '') : frame.functionName, fn: frame.functionName };
    if (!maps.has(file)) {
      try {
        maps.set(file, new TraceMap(readFileSync(`${dist}/assets/${file}.map`, 'utf8')));
      } catch {
        maps.set(file, undefined);
      }
    }
    const map = maps.get(file);
    const at = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!at?.source) return { source: file, fn: frame.functionName };
    const source = at.source.replace(/^(\.\.\/)+/, '').replace(/node_modules\/((@[^/]+\/)?[^/]+).*/, '$1');
    return { source, fn: `${at.name ?? frame.functionName} (${source}:${at.line})` };
  };
}

function add(into: Map<string, number>, key: string, us: number): void {
  into.set(key, (into.get(key) ?? 0) + us);
}

function print(title: string, figures: Map<string, number>, rows: number): void {
  console.log(`first-screen profile: ${title} (ms per load)`);
  for (const [key, us] of [...figures].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`  ${(us / 1000 / RUNS).toFixed(1).padStart(6)}  ${key}`);
}

export async function profileFirstScreen(): Promise<void> {
  const build = await serve('this build');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const place = placer();
  const bySource = new Map<string, number>();
  const longest = new Map<string, number>();
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await signIn(page, build);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    for (let run = 0; run < RUNS; run++) {
      await page.goto('about:blank');
      await clearForColdLoad(cdp, build.server.url);
      await cdp.send('Profiler.start');
      await page.goto(`${build.server.url}/`);
      await page.locator('.lot-card').first().waitFor();
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      const parents = new Map<number, number>();
      for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      // The longest stretch of samples with no idle one: the first screen's biggest task.
      let [from, to, start, length, best] = [0, -1, 0, 0, 0];
      samples.forEach((id, i) => {
        if (nodes.get(id)?.callFrame.functionName === '(idle)') [start, length] = [i + 1, 0];
        else if ((length += deltas[i + 1] ?? 0) > best) [best, from, to] = [length, start, i];
      });
      samples.forEach((id, i) => {
        const us = deltas[i + 1] ?? 0;
        const node = nodes.get(id)!;
        if (node.callFrame.functionName === '(idle)') return;
        add(bySource, place(node.callFrame).source, us);
        if (i < from || i > to) return;
        const seen = new Set<string>();
        for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
          const { source, fn } = place(nodes.get(at)!.callFrame);
          // Inclusive: each package once per sample, and each of the app's own functions.
          for (const key of [`[${source}]`, source.startsWith('src/') ? fn : ''])
            if (key && !seen.has(key)) {
              seen.add(key);
              add(longest, key, us);
            }
        }
      });
    }
  } finally {
    await browser.close();
    await build.server.stop();
  }
  print('self time by source, navigation to the first lot card', bySource, 25);
  print("the biggest task, inclusive time by [package] and by the app's functions", longest, 35);
}
