/**
 * A read (GET) not answered in this time counts as no answer. In a car park whose network
 * reaches nothing (half offline: the browser believes it is online), a screen shows its saved
 * data and the offline bar after it, not after the client's 30 s; the query's one retry still
 * brings fresh data if the server answers after all. Changes (POST, PUT, ...) keep the 30 s:
 * one may be slow and must not be abandoned while the server is still working on it.
 */
export const READ_TIMEOUT_MS = 10_000;
