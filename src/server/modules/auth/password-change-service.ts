import type { SessionService } from '../sessions';
import type { UserService } from '../users';
import { hashPassword } from './password-hasher';

/** Replaces a user's password and signs out every other device. */
export class PasswordChangeService {
  constructor(
    private readonly users: UserService,
    private readonly sessions: SessionService,
  ) {}

  /**
   * The other sessions end before the new hash is written: if the second write fails, the old
   * password still works and nobody kept a session they should have lost.
   */
  async change(userId: number, newPassword: string, keepSessionId: string | null): Promise<void> {
    const passwordHash = await hashPassword(newPassword);
    await this.sessions.endOthers(userId, keepSessionId);
    await this.users.updatePassword(userId, passwordHash);
  }
}
