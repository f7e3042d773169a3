/** The sessions module's public surface: other modules reach it only through this file. */
export type { SessionService, SessionPayload } from './session-service';
export type { SessionRow } from './session-repository';
export { SESSION_COOKIE, REMEMBER_LIFETIME_MS } from './session-service';
