/** Calls the e2e server's real API with a bearer token; throws on an unexpected status (by default, any but 2xx). */
export async function callApi<T = Record<string, unknown>>(
  baseUrl: string,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
  expectStatus?: number | number[],
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${baseUrl}/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const expected = expectStatus === undefined ? undefined : [expectStatus].flat();
  if (expected ? !expected.includes(res.status) : !res.ok) {
    throw new Error(`${method} /api/${path} answered ${res.status}: ${text}`);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Logs in through POST /api/login and returns the access token. */
export async function apiLogin(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await callApi<{ token: string }>(baseUrl, null, 'POST', 'login', { email, password, remember: false });
  return answer.token;
}
