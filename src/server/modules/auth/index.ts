// What other modules may use of auth: ending an account's sessions when it is suspended.
export { endSessionsForSuspension } from './service';
