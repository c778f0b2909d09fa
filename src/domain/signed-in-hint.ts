/**
 * The cookie the app keeps while a session is stored on the device (`signed_in=1`). It is not a
 * credential (the session is the bearer token in the device's storage) and carries nothing of
 * the user: it only tells the server that a cold load of the home will show the signed-in
 * frame, so the page it sends has that frame prerendered (src/server/static.ts).
 */
export const SIGNED_IN_COOKIE = 'signed_in';
