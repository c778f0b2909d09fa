/**
 * Whether a subscription endpoint's host is one of the allowed push services
 * (PUSH_SERVICE_HOSTS): an exact host, or `*.domain` for any subdomain of domain.
 */
export function isAllowedPushService(endpoint: string, allowed: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return allowed.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern,
  );
}
