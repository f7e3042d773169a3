/** The two-factor module's public surface: other modules reach it only through this file. */
export type { TwoFactorService } from './two-factor-service';
export { passwordStamp, startPendingLogin } from './pending-login';
