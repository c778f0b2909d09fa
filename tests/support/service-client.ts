/**
 * A client as docs/deploy.md tells one to behave across a restart of the service: an
 * idempotent request (GET, PUT, DELETE, or a POST with an Idempotency-Key) is sent again once
 * when the connection fails or the proxy answers 502, 503 or 504; nothing else is retried.
 */
export type Answer = { status: number; body: unknown; retried: boolean; error?: string };

const retryable = (status: number) => status === 502 || status === 503 || status === 504;

function idempotent(init: RequestInit): boolean {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'POST' && method !== 'PATCH') return true;
  const headers = new Headers(init.headers);
  return headers.has('idempotency-key');
}

async function once(url: string, init: RequestInit): Promise<{ status: number; body: unknown } | { error: string }> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a proxy's error page): kept as text.
    }
    return { status: res.status, body };
  } catch (err) {
    return {
      error: err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err),
    };
  }
}

export async function serviceRequest(url: string, init: RequestInit = {}): Promise<Answer> {
  const first = await once(url, init);
  const failed = 'error' in first || retryable(first.status);
  if (!failed || !idempotent(init)) {
    return 'error' in first
      ? { status: 0, body: null, retried: false, error: first.error }
      : { ...first, retried: false };
  }
  const second = await once(url, init);
  return 'error' in second
    ? { status: 0, body: null, retried: true, error: second.error }
    : { ...second, retried: true };
}
