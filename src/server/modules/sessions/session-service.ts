import { createHash, randomBytes } from 'node:crypto';
import type { SessionRepository, SessionRow } from './session-repository';

export const SESSION_COOKIE = 'cinedex_session';
/** "Stay signed in for a month". */
export const REMEMBER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Without remember, a session ends after this long without activity (and with the browser). */
export const IDLE_LIFETIME_MS = 2 * 60 * 60 * 1000;
/** last_active is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Per-session values kept server-side. */
export interface SessionPayload {
  /** ISO time the password was last confirmed (spec 6: valid 9000 seconds). */
  password_confirmed_at?: string;
}

export interface StartedSession {
  /** Goes in the cookie; only its SHA-256 is stored. */
  token: string;
  session: SessionRow;
}

export class SessionService {
  constructor(private readonly sessions: SessionRepository) {}

  /** A new session with a fresh 256-bit id; every login gets a new one. */
  async start(input: {
    userId: number;
    remember: boolean;
    ipAddress: string | null;
    userAgent: string | null;
    /** From a trusted proxy's geolocation headers, when present. */
    city?: string | null;
    country?: string | null;
  }): Promise<StartedSession> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const session: SessionRow = {
      id: hashToken(token),
      user_id: input.userId,
      ip_address: input.ipAddress,
      user_agent: input.userAgent?.slice(0, 1000) ?? null,
      remember: input.remember ? 1 : 0,
      payload: '{}',
      last_active: now.toISOString(),
      expires_at: new Date(now.getTime() + lifetime(input.remember)).toISOString(),
      created_at: now.toISOString(),
      city: input.city ?? null,
      country: input.country ?? null,
    };
    await this.sessions.create(session);
    return { token, session };
  }

  /** The live session for a cookie token, its expiry slid forward when it was last seen a while ago. */
  async resolve(token: string): Promise<SessionRow | null> {
    const now = new Date();
    const session = await this.sessions.findActive(hashToken(token), now.toISOString());
    if (!session) return null;
    if (now.getTime() - Date.parse(session.last_active) > TOUCH_INTERVAL_MS) {
      const expiresAt = new Date(now.getTime() + lifetime(session.remember === 1)).toISOString();
      await this.sessions.touch(session.id, now.toISOString(), expiresAt);
      return { ...session, last_active: now.toISOString(), expires_at: expiresAt };
    }
    return session;
  }

  payload(session: SessionRow): SessionPayload {
    try {
      return JSON.parse(session.payload) as SessionPayload;
    } catch {
      return {};
    }
  }

  /** Merges values into the session's payload and answers the updated row. */
  async updatePayload(session: SessionRow, values: SessionPayload): Promise<SessionRow> {
    const payload = JSON.stringify({ ...this.payload(session), ...values });
    await this.sessions.updatePayload(session.id, payload);
    return { ...session, payload };
  }

  forUser(userId: number): Promise<SessionRow[]> {
    return this.sessions.forUser(userId);
  }

  /** Ends a user's other sessions (all of them when keepId is null); answers how many ended. */
  endOthers(userId: number, keepId: string | null): Promise<number> {
    return this.sessions.deleteForUser(userId, keepId);
  }

  end(sessionId: string): Promise<void> {
    return this.sessions.delete(sessionId);
  }

  /** How many sessions have not expired (the admin dashboard). */
  countActive(now = new Date()): Promise<number> {
    return this.sessions.countActive(now.toISOString());
  }

  pruneExpired(): Promise<number> {
    return this.sessions.deleteExpired(new Date().toISOString());
  }
}

function lifetime(remember: boolean): number {
  return remember ? REMEMBER_LIFETIME_MS : IDLE_LIFETIME_MS;
}
