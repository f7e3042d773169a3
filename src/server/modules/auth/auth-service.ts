import { validationError } from '../../http/http-error';
import type { UserRow } from '../users/user-repository';
import type { UserService } from '../users/user-service';
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
      throw validationError({ email: [INVALID_CREDENTIALS] });
    }
    if (!(await verifyPassword(user.password, input.password))) {
      throw validationError({ email: [INVALID_CREDENTIALS] });
    }
    return user;
  }
}
