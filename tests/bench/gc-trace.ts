/**
 * What V8's `--trace-gc-nvp` lines say of a run: the bytes the process allocated and promoted to
 * its old generation, and its collections with their pauses. Allocation and promotion per
 * request are steadier figures than a p99: they set how often the young generation is swept
 * (a pause every time) and how soon a major collection comes (the longest pauses: the open-loop
 * guard's bursts of slow answers, docs/performance.md, session 60).
 */
export type GcFigures = {
  allocatedBytes: number;
  promotedBytes: number;
  minor: { count: number; pauseMs: number; maxPauseMs: number };
  major: { count: number; pauseMs: number; maxPauseMs: number };
};

const field = (line: string, name: string): number => Number(new RegExp(` ${name}=([0-9.]+)`).exec(line)?.[1] ?? 0);

/** The figures of every complete nvp line in `text` (a scavenge is `gc=s`, a mark-compact `gc=mc`). */
export function gcFigures(text: string): GcFigures {
  const figures: GcFigures = {
    allocatedBytes: 0,
    promotedBytes: 0,
    minor: { count: 0, pauseMs: 0, maxPauseMs: 0 },
    major: { count: 0, pauseMs: 0, maxPauseMs: 0 },
  };
  for (const line of text.split('\n')) {
    const kind = / gc=(\w+) /.exec(line)?.[1];
    if (!kind || !line.includes(' pause=')) continue;
    const collection = kind === 'mc' ? figures.major : figures.minor;
    const pause = field(line, 'pause');
    collection.count += 1;
    collection.pauseMs += pause;
    collection.maxPauseMs = Math.max(collection.maxPauseMs, pause);
    figures.allocatedBytes += field(line, 'allocated');
    figures.promotedBytes += field(line, 'promoted');
  }
  return figures;
}

/** One line for a report: per operation, then the collections. */
export function describeGc(gc: GcFigures, operations: number): string {
  const kb = (bytes: number) => (bytes / operations / 1024).toFixed(1);
  const mean = (c: GcFigures['minor']) => (c.count ? c.pauseMs / c.count : 0).toFixed(1);
  return (
    `allocated ${kb(gc.allocatedBytes)} KB and promoted ${kb(gc.promotedBytes)} KB a request; ` +
    `${gc.minor.count} minor collections (pause ${mean(gc.minor)} ms on average, ${gc.minor.maxPauseMs.toFixed(1)} at most), ` +
    `${gc.major.count} major (${mean(gc.major)} ms, ${gc.major.maxPauseMs.toFixed(1)} at most)`
  );
}
