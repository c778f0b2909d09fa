import type { FastifyBaseLogger } from 'fastify';
import { hmacHex, type AppCredentials } from './signatures';

/** The webhook events of this server, as Pusher names them. */
export type WebhookEvent =
  | { name: 'channel_occupied' | 'channel_vacated' | 'cache_miss'; channel: string }
  | { name: 'member_added' | 'member_removed'; channel: string; user_id: string };

export type WebhookOptions = {
  /** Events arriving within this many ms go out in one request. */
  batchMs?: number;
  timeoutMs?: number;
  /** Delays before the retries of a failed delivery; then it is given up. */
  retryDelaysMs?: number[];
};

const MAX_BATCH = 50;
/** Pusher retries with a growing delay for 5 minutes; so do we (1 + 2 + ... + 128 s). */
const RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32, 64, 128].map((s) => s * 1000);

/** Only the host of a webhook URL goes into a log line: its path or user part may hold a token. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'webhook';
  }
}

/**
 * Sends Pusher-format webhooks to WEBHOOK_URLS: a POST with a JSON body
 * `{time_ms, events: [...]}`, `X-Pusher-Key` (the app key) and `X-Pusher-Signature`
 * (hex HMAC-SHA256 of the body with the app secret), so the `pusher` library's webhook()
 * verifies it. Events close together travel in one batch; a delivery answered with anything
 * but 2xx (or not answered) is retried with a growing delay.
 */
export class WebhookSender {
  private pending: WebhookEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly retries = new Set<NodeJS.Timeout>();
  private closed = false;

  constructor(
    private readonly urls: string[],
    private readonly app: AppCredentials,
    private readonly log: FastifyBaseLogger,
    private readonly options: WebhookOptions = {},
  ) {}

  enqueue(event: WebhookEvent): void {
    if (this.closed) return;
    this.pending.push(event);
    if (this.pending.length >= MAX_BATCH) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.options.batchMs ?? 50);
  }

  /** Sends what is pending now. */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.length === 0) return;
    const body = JSON.stringify({ time_ms: Date.now(), events: this.pending });
    this.pending = [];
    const signature = hmacHex(this.app.secret, body);
    for (const url of this.urls) this.attempt(url, body, signature, 0);
  }

  /** Sends what is pending and waits for the first attempts; retries still waiting are dropped. */
  async close(): Promise<void> {
    this.flush();
    this.closed = true;
    await Promise.all([...this.inFlight]);
    if (this.retries.size > 0) this.log.warn(`webhooks: ${this.retries.size} undelivered batches dropped at shutdown`);
    this.retries.forEach((timer) => clearTimeout(timer));
    this.retries.clear();
  }

  private attempt(url: string, body: string, signature: string, failures: number, retriedAtOnce = false): void {
    const sent = this.post(url, body, signature).then((status) => {
      this.inFlight.delete(sent);
      if (status !== undefined && status >= 200 && status < 300) return;
      // No answer at all the first time is most often a kept-alive connection the receiver had
      // just closed: once, at once, on a new one.
      if (status === undefined && !retriedAtOnce && !this.closed) {
        this.attempt(url, body, signature, failures, true);
        return;
      }
      const delays = this.options.retryDelaysMs ?? RETRY_DELAYS_MS;
      const delay = delays[failures];
      if (delay === undefined || this.closed) {
        this.log.warn({ host: hostOf(url), status }, 'webhooks: batch given up after retries');
        return;
      }
      this.log.debug({ host: hostOf(url), status, retryInMs: delay }, 'webhooks: delivery failed, will retry');
      const timer = setTimeout(() => {
        this.retries.delete(timer);
        this.attempt(url, body, signature, failures + 1, retriedAtOnce);
      }, delay);
      timer.unref();
      this.retries.add(timer);
    });
    this.inFlight.add(sent);
  }

  /** The answer's status, or undefined when there was none (refused, timed out). */
  private async post(url: string, body: string, signature: string): Promise<number | undefined> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-pusher-key': this.app.key,
          'x-pusher-signature': signature,
        },
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      });
      await response.body?.cancel();
      return response.status;
    } catch {
      return undefined;
    }
  }
}
