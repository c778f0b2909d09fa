import type { AddressInfo } from 'node:net';

export type PublicUrlSettings = {
  APP_URL?: string;
  /** Host names (host or host:port) a request may name in its Host header to get links to itself. */
  ALLOWED_HOSTS: string[];
  PORT: number;
};

/** What the rule needs of a request: the Host it named and the scheme it came over. */
export type RequestOrigin = { host: string; protocol: string };

/**
 * The one rule for the public base URL of every link the server sends out (mailed reset
 * links, pushed notifications, payment return urls):
 *   1. APP_URL when set;
 *   2. else the request's own origin, only when its Host is in ALLOWED_HOSTS;
 *   3. else the address the server listens on (http://localhost:PORT).
 * A request naming any other Host never changes a link. No trailing slash.
 */
export class PublicUrl {
  private listening: string | undefined;

  constructor(private readonly settings: PublicUrlSettings) {}

  /** Called once the server listens, with its address (the port may have been 0). */
  listeningOn(address: AddressInfo | string | null): void {
    if (address && typeof address === 'object') this.listening = `http://localhost:${address.port}`;
  }

  base(request?: RequestOrigin): string {
    if (this.settings.APP_URL) return this.settings.APP_URL.replace(/\/+$/, '');
    if (request && this.settings.ALLOWED_HOSTS.includes(request.host.toLowerCase())) {
      return `${request.protocol === 'https' ? 'https' : 'http'}://${request.host.toLowerCase()}`;
    }
    return this.listening ?? `http://localhost:${this.settings.PORT}`;
  }

  /** An absolute link to `path` (which starts with /), e.g. to('/reset-password?token=…'). */
  to(path: string, request?: RequestOrigin): string {
    return `${this.base(request)}${path.startsWith('/') ? path : `/${path}`}`;
  }
}
