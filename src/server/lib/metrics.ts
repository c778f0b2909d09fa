import type { PoolStats } from '../db/client';

/** What the process counts for GET /metrics (docs/deploy.md, "Metrics"). */
export type BookingOutcome = 'booked' | 'conflict' | 'refused' | 'failed';
/** Credits moved by the ledger, by what the movement was. */
export type CreditMovement = 'held' | 'refunded' | 'paid' | 'fee' | 'granted' | 'welcome' | 'purchased';
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type AppMetrics = {
  readonly enabled: boolean;
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  countBooking: (outcome: BookingOutcome) => void;
  countCredits: (movement: CreditMovement, credits: number) => void;
  countPush: (outcome: PushOutcome) => void;
  observeJob: (job: string, ok: boolean, seconds: number) => void;
  /** The gauges read at each scrape: open sockets and channels, the database pool. */
  watch: (sources: MetricSources) => void;
  /** The exposition text (Prometheus text format 0.0.4) and its content type. */
  render: () => Promise<{ contentType: string; text: string }>;
};

export type MetricSources = {
  realtime: () => { sockets: number; channels: number };
  pool?: () => PoolStats;
};

const noMetrics: AppMetrics = {
  enabled: false,
  observeRequest: () => undefined,
  countBooking: () => undefined,
  countCredits: () => undefined,
  countPush: () => undefined,
  observeJob: () => undefined,
  watch: () => undefined,
  render: () => Promise.reject(new Error('metrics are off')),
};

/**
 * The process's metrics, in a registry of its own (tests build several apps in one process).
 * Off (a no-op, prom-client not even loaded) unless METRICS_TOKEN or METRICS_PORT asks for them.
 * Counters count this process's share: Prometheus sums them across processes.
 */
export async function createMetrics(enabled: boolean): Promise<AppMetrics> {
  if (!enabled) return noMetrics;
  const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = await import('prom-client');
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry, prefix: 'locliber_' });
  const requests = new Histogram({
    name: 'locliber_http_request_duration_seconds',
    help: 'HTTP answers by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  /** A counter of this registry, by the labels it names. */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers });
  const bookings = counter(
    'locliber_bookings_total',
    'Booking requests by outcome: booked (committed), conflict (409), refused (422), failed (5xx)',
    ['outcome'],
  );
  const credits = counter(
    'locliber_credits_total',
    'Credits moved by the ledger: held for bookings and extensions, refunded, paid to owners, fees, granted, purchased',
    ['movement'],
  );
  const pushes = counter(
    'locliber_push_sends_total',
    'Web Push deliveries by outcome: sent, gone (404/410, subscription removed), failed',
    ['outcome'],
  );
  const jobRuns = counter('locliber_job_runs_total', 'Periodic job runs by job and outcome', ['job', 'outcome']);
  const jobSeconds = new Histogram({
    name: 'locliber_job_duration_seconds',
    help: 'Periodic job run durations',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
    registers,
  });
  // Every outcome and movement starts at 0, so a dashboard's rate() sees the series from the start.
  for (const outcome of ['booked', 'conflict', 'refused', 'failed'] as const) bookings.inc({ outcome }, 0);
  for (const movement of ['held', 'refunded', 'paid', 'fee', 'granted', 'welcome', 'purchased'] as const)
    credits.inc({ movement }, 0);
  for (const outcome of ['sent', 'gone', 'failed'] as const) pushes.inc({ outcome }, 0);
  let sources: MetricSources | undefined;
  new Gauge({
    name: 'locliber_realtime_sockets',
    help: 'Open real-time sockets on this process',
    registers,
    collect() {
      if (sources) this.set(sources.realtime().sockets);
    },
  });
  new Gauge({
    name: 'locliber_realtime_channels',
    help: 'Channels with at least one subscriber on this process',
    registers,
    collect() {
      if (sources) this.set(sources.realtime().channels);
    },
  });
  new Gauge({
    name: 'locliber_db_pool_connections',
    help: 'PostgreSQL pool: size (max), open, idle, and requests waiting for a connection',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = sources?.pool?.();
      if (!pool) return;
      this.set({ state: 'size' }, pool.size);
      this.set({ state: 'open' }, pool.open);
      this.set({ state: 'idle' }, pool.idle);
      this.set({ state: 'waiting' }, pool.waiting);
    },
  });
  return {
    enabled: true,
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    countBooking: (outcome) => bookings.inc({ outcome }),
    countCredits: (movement, amount) => {
      if (amount > 0) credits.inc({ movement }, amount);
    },
    countPush: (outcome) => pushes.inc({ outcome }),
    observeJob: (job, ok, seconds) => {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobSeconds.observe({ job }, seconds);
    },
    watch: (given) => {
      sources = given;
    },
    render: async () => ({ contentType: registry.contentType, text: await registry.metrics() }),
  };
}
