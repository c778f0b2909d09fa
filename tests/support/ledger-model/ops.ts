import fc from 'fast-check';

/**
 * The operations of the ledger model, as plain data: who acts and on what is an index that
 * the runner resolves against the world and the model when the batch starts (a reservation
 * index picks among the open ones), so a shrunk sequence stays meaningful.
 */
export type Op =
  | { kind: 'book'; driver: number; lot: number; car: number; startIn: number; minutes: number }
  | { kind: 'extend-minutes'; res: number; minutes: number }
  | { kind: 'extend-to'; res: number; minutes: number }
  | { kind: 'cancel'; res: number; by: 'driver' | 'owner' | 'admin' }
  | { kind: 'finalize'; res: number }
  /** The driver reports the spot taken; contest and settle pick among the reported ones. */
  | { kind: 'report'; res: number }
  | { kind: 'contest'; res: number }
  | { kind: 'settle'; res: number; decision: 'charge' | 'refund' }
  | { kind: 'read'; res: number; by: 'driver' | 'owner' }
  | { kind: 'grant'; user: number; amount: number }
  | { kind: 'top-up'; user: number; pack: number; tamper: boolean; deliveries: number }
  | { kind: 'suspend'; owner: number; suspended: boolean }
  | { kind: 'sweep' }
  /** A recurring booking (docs/recurring.md): 1-2 weekdays for 1-2 weeks from 1-3 days ahead, all or none. */
  | {
      kind: 'book-series';
      driver: number;
      lot: number;
      car: number;
      dayIn: number;
      hour: number;
      minutes: number;
      days: number;
      weeks: number;
    }
  /** Cancels a range of a series' dates (`span` days from `fromDay`), or the rest (span null). */
  | { kind: 'cancel-series'; series: number; fromDay: number; span: number | null }
  /** Renews a series now: its next 4 weeks held, all or none (the renewal job's booking). */
  | { kind: 'renew-series'; series: number };

/** A step: the clock moves `tick` minutes (0: stays), then the ops run at once, spread over the servers. */
export type Batch = { tick: number; ops: { op: Op; server: number }[] };

const index = fc.nat({ max: 7 });
/** Records with a plain prototype: a counterexample prints as plain JSON. */
const record = ((model: never) => fc.record(model, { noNullPrototype: true })) as typeof fc.record;

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: record({
      kind: fc.constant('book' as const),
      driver: index,
      lot: index,
      car: fc.nat({ max: 1 }),
      // In 5-minute steps from now to 2 hours ahead; 1 to 120 minutes long.
      startIn: fc.nat({ max: 24 }),
      minutes: fc.integer({ min: 1, max: 120 }),
    }),
  },
  {
    weight: 4,
    arbitrary: record({
      kind: fc.constant('extend-minutes' as const),
      res: index,
      minutes: fc.integer({ min: 1, max: 60 }),
    }),
  },
  {
    weight: 2,
    arbitrary: record({
      kind: fc.constant('extend-to' as const),
      res: index,
      minutes: fc.integer({ min: 1, max: 90 }),
    }),
  },
  {
    weight: 4,
    arbitrary: record({
      kind: fc.constant('cancel' as const),
      res: index,
      by: fc.constantFrom('driver' as const, 'owner' as const, 'admin' as const),
    }),
  },
  { weight: 3, arbitrary: record({ kind: fc.constant('finalize' as const), res: index }) },
  { weight: 2, arbitrary: record({ kind: fc.constant('report' as const), res: index }) },
  { weight: 1, arbitrary: record({ kind: fc.constant('contest' as const), res: index }) },
  {
    weight: 1,
    arbitrary: record({
      kind: fc.constant('settle' as const),
      res: index,
      decision: fc.constantFrom('charge' as const, 'refund' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: record({
      kind: fc.constant('read' as const),
      res: index,
      by: fc.constantFrom('driver' as const, 'owner' as const),
    }),
  },
  {
    weight: 2,
    arbitrary: record({
      kind: fc.constant('grant' as const),
      user: index,
      amount: fc.integer({ min: 1, max: 300 }),
    }),
  },
  {
    weight: 1,
    arbitrary: record({
      kind: fc.constant('top-up' as const),
      user: index,
      pack: fc.nat({ max: 3 }),
      tamper: fc.boolean(),
      deliveries: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: record({
      kind: fc.constant('suspend' as const),
      owner: index,
      suspended: fc.constantFrom(true, false, false),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'sweep' as const }) },
  {
    weight: 2,
    arbitrary: record({
      kind: fc.constant('book-series' as const),
      driver: index,
      lot: index,
      car: fc.nat({ max: 1 }),
      dayIn: fc.nat({ max: 2 }),
      hour: fc.nat({ max: 22 }),
      minutes: fc.integer({ min: 15, max: 45 }),
      days: fc.integer({ min: 1, max: 2 }),
      weeks: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 2,
    arbitrary: record({
      kind: fc.constant('cancel-series' as const),
      series: index,
      fromDay: fc.nat({ max: 13 }),
      span: fc.option(fc.nat({ max: 6 })),
    }),
  },
  { weight: 1, arbitrary: record({ kind: fc.constant('renew-series' as const), series: index }) },
);

const batch: fc.Arbitrary<Batch> = record({
  // Mostly still; sometimes a few minutes (starts pass); sometimes past many ends.
  tick: fc.oneof(
    { weight: 5, arbitrary: fc.constant(0) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 20 }) },
    {
      weight: 1,
      arbitrary: fc.integer({ min: 21, max: 150 }),
    },
  ),
  ops: fc.array(record({ op, server: fc.nat({ max: 1 }) }), { minLength: 1, maxLength: 8 }),
});

/**
 * A run: a fresh world, then up to `maxBatches` steps. `long`: lengths spread over the whole
 * range (fast-check's default favours short ones), so each world serves many ops; a failure
 * still shrinks to a few batches.
 */
export const runArbitrary = (maxBatches: number, long: boolean) =>
  fc.array(batch, { minLength: 1, maxLength: maxBatches, ...(long ? { size: 'max' as const } : {}) });
