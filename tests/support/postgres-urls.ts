/** Names this test run's databases so teardown drops exactly them. */
export const runPrefix = process.env.TEST_RUN_PREFIX ?? `ll_test_${process.pid}`;

/** The same server, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A database to run CREATE/DROP DATABASE from: the one in the URL. */
export function adminUrl(serverUrl: string): string {
  return serverUrl;
}
