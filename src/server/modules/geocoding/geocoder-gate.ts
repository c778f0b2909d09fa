import { tooManyAttempts } from '../../lib/rate-limit-guard';
import type { RateLimiter } from '../../lib/rate-limiter';

/** A search waits at most this long for the geocoder's next free slot, then gets 429. */
const MAX_WAIT_MS = 2500;
const POLL_MS = 100;
/**
 * A slot lasts a tenth more than a second: the geocoder counts arrivals, and one request may
 * travel slower than the next (a busy event loop, the network), which would otherwise put two
 * arrivals less than a second apart.
 */
const WINDOW_MS = 1100;
const KEY = 'geocode:service';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The geocoder's usage policy caps the whole service, not each user (public Nominatim: one
 * request a second, absolute). Every request to it first takes a slot of the shared counter
 * (in Redis when several processes run, else in the process): at most `perSecond` a second.
 * A search that finds the second spent waits for the next one, in arrival order within a
 * process, and gives up with 429 after MAX_WAIT_MS. Across processes the check and the count
 * are two Redis calls, so two processes may each take the last slot of a second at the same
 * instant: at worst one request more in that second.
 */
export class GeocoderGate {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly limiter: RateLimiter,
    private readonly perSecond: number,
  ) {}

  /** Resolves when this request may go to the geocoder; throws 429 when the wait is too long. */
  take(): Promise<void> {
    const deadline = Date.now() + MAX_WAIT_MS;
    const turn = this.queue.then(() => this.waitForSlot(deadline));
    // The next caller waits for this one's slot, whether it got one or gave up.
    this.queue = turn.catch(() => undefined);
    return turn;
  }

  private async waitForSlot(deadline: number): Promise<void> {
    for (;;) {
      const { allowed } = await this.limiter.check(KEY, this.perSecond);
      if (allowed) {
        await this.limiter.hit(KEY, WINDOW_MS);
        return;
      }
      if (Date.now() + POLL_MS > deadline) throw tooManyAttempts(1);
      await sleep(POLL_MS);
    }
  }
}
