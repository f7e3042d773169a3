import { InvalidError } from '../../domain/errors';
import type { UserRow, UserService } from '../users';
import type { LoginInput } from './auth-schema';
import { burnPasswordCheck, verifyPassword } from './password-hasher';

export const INVALID_CREDENTIALS = 'These credentials do not match our records.';

export class AuthService {
  constructor(private readonly users: UserService) {}

  /** The user the credentials belong to; a 422 on the email field otherwise. */
  async checkCredentials(input: LoginInput): Promise<UserRow> {
    const user = await this.users.findByEmail(input.email);
    if (!user) {
      await burnPasswordCheck(input.password);
      throw new InvalidError({ email: [INVALID_CREDENTIALS] });
    }
    if (!(await verifyPassword(user.password, input.password))) {
      throw new InvalidError({ email: [INVALID_CREDENTIALS] });
    }
    return user;
  }

  /** Whether `password` is the user's; accounts without one (social-only) never match. */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.users.findById(userId);
    return verifyPassword(user?.password ?? null, password);
  }
}
