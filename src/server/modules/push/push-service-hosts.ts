// The authority as written: a host name of letters, digits, dots and hyphens, maybe a port.
// Anything else there (userinfo "@", percent-encoding, "[" of an IPv6 literal, a backslash, a
// tab) is a way to make two URL parsers read two hosts: the WHATWG parser decodes
// "127.0.0.1%2epush%2eapple%2ecom" to a push.apple.com name while the legacy one web-push uses
// reads 127.0.0.1.
const plainAuthority = /^https:\/\/([a-z0-9.-]+)(?::\d{1,5})?(?=[/?#]|$)/i;

const isIpv4 = (host: string) => /^\d+(\.\d+){3}$/.test(host);

function hostAllowed(host: string, pattern: string): boolean {
  if (!pattern.startsWith('*.')) return host === pattern;
  // A wildcard names domains only, never an address.
  return !isIpv4(host) && host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1;
}

/**
 * The endpoint a subscription is stored under and web-push is handed: the WHATWG serialization
 * of a URL whose host is one of the allowed push services (PUSH_SERVICE_HOSTS: an exact host, or
 * `*.domain` for any subdomain of domain); undefined when the endpoint is not one. Refused: any
 * scheme but https, userinfo, percent-encoded or IPv6 hosts, a host the parser rewrites (decimal
 * or hex addresses such as 2130706433, a trailing dot). The fragment is dropped (never sent).
 */
export function normalizedPushEndpoint(endpoint: string, allowed: readonly string[]): string | undefined {
  const written = plainAuthority.exec(endpoint)?.[1];
  if (!written) return undefined;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return undefined;
  }
  const host = url.hostname;
  if (url.protocol !== 'https:' || url.username || url.password || host !== written.toLowerCase()) return undefined;
  if (host.endsWith('.') || !allowed.some((pattern) => hostAllowed(host, pattern.toLowerCase()))) return undefined;
  url.hash = '';
  return url.href;
}
