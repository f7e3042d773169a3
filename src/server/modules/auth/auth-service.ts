import { validationError } from '../../http/http-error';
import type { SessionService, StartedSession } from '../sessions/session-service';
import type { UserService } from '../users/user-service';
import type { LoginInput } from './auth-schema';
import { burnPasswordCheck, verifyPassword } from './password-hasher';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

export class AuthService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {}

  /** Checks the credentials and starts a new session; the previous one (if any) is ended. */
  async login(
    input: LoginInput,
    context: {
      previousSessionId: string | null;
      ipAddress: string | null;
      userAgent: string | null;
    },
  ): Promise<StartedSession> {
    const user = await this.users.findByEmail(input.email);
    if (!user) {
      await burnPasswordCheck(input.password);
      throw validationError({ email: [INVALID_CREDENTIALS] });
    }
    if (!(await verifyPassword(user.password, input.password))) {
      throw validationError({ email: [INVALID_CREDENTIALS] });
    }
    if (context.previousSessionId) await this.sessions.end(context.previousSessionId);
    return this.sessions.start({
      userId: user.id,
      remember: input.remember,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
  }

  async logout(sessionId: string | null): Promise<void> {
    if (sessionId) await this.sessions.end(sessionId);
  }
}
