import { createHash } from 'node:crypto';
import type { UserSession } from '@common/api/sessions';
import type { SessionRow } from './session-repository';
import { describeDevice } from './session-device';

/** Spec 3, Session (the response schema in @common/api/sessions). */
export type UserSessionResource = UserSession;

/**
 * A short public name for a session. The row id is already the SHA-256 of the cookie; hashing it
 * again keeps even that stored value out of API answers.
 */
export function publicSessionId(sessionId: string): string {
  return createHash('sha256').update(`session|${sessionId}`).digest('hex').slice(0, 16);
}

export function toUserSessionResource(
  row: SessionRow,
  currentSessionId: string | null,
): UserSessionResource {
  const publicId = publicSessionId(row.id);
  return {
    id: publicId,
    ...describeDevice(row.user_agent),
    city: row.city,
    country: row.country,
    ip_address: row.ip_address,
    token: publicId,
    last_active: row.last_active,
    is_current_device: row.id === currentSessionId,
  };
}
