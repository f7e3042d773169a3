/** The sessions module's public surface: other modules reach it only through this file. */
export { SESSION_COOKIE } from './session-service';
