// What other modules may use of auth: end every session of a user (blocking, demotion).
export { revokeUserSessions } from './session-repository';
