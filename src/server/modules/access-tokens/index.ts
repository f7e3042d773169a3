/** The access-tokens module's public surface: other modules reach it only through this file. */
export type { AccessTokenService, AccessTokenResource } from './access-token-service';
