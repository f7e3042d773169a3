import { ADMIN_PERMISSION, hasPermission } from '@common/permissions/permission-check';
import type { User } from '@common/users/user';
import type { Transactions } from '../../db/transactions';
import { InvalidError } from '../../domain/errors';
import type { PermissionGrantService, PermissionService } from '../permissions';
import type { ValueListService } from '../value-lists';
import type { AvatarFiles } from './avatar-files';
import type { AccountDetails, UserAccountRepository } from './user-account-repository';
import type { UserService } from './user-service';

export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be deleted.';

export interface UserAccountServiceDeps {
  accounts: UserAccountRepository;
  users: UserService;
  valueLists: ValueListService;
  /** Deletes the avatar files of removed accounts. */
  avatarFiles: AvatarFiles;
  permissions: PermissionService;
  grants: PermissionGrantService;
  transactions: Transactions;
}

/** Account settings rules: details, language and deletion of an account. */
export class UserAccountService {
  constructor(private readonly deps: UserAccountServiceDeps) {}

  async updateDetails(userId: number, details: AccountDetails): Promise<User> {
    const { valueLists } = this.deps;
    const errors: Record<string, string[]> = {};
    if (details.language && !(await valueLists.isKnownLocale(details.language))) {
      errors.language = ['The selected language is not available.'];
    }
    if (details.country && !valueLists.isKnownCountry(details.country)) {
      errors.country = ['The selected country is not valid.'];
    }
    if (details.timezone && !valueLists.isKnownTimezone(details.timezone)) {
      errors.timezone = ['The selected timezone is not valid.'];
    }
    if (Object.keys(errors).length) throw new InvalidError(errors);
    await this.deps.accounts.updateDetails(userId, details);
    return this.deps.users.resourceById(userId);
  }

  async setLanguage(userId: number, locale: string): Promise<void> {
    if (!(await this.deps.valueLists.isKnownLocale(locale))) {
      throw new InvalidError({ locale: ['The selected language is not available.'] });
    }
    await this.deps.accounts.updateDetails(userId, { language: locale });
  }

  /** Deletes the account with its grants, unless it is the last one holding the admin permission. */
  async deleteAccount(target: User): Promise<void> {
    const isAdmin = hasPermission({ user: target, guestRole: null }, ADMIN_PERMISSION);
    if (
      isAdmin &&
      (await this.deps.permissions.countHolders(ADMIN_PERMISSION, [target.id])) === 0
    ) {
      throw new InvalidError({}, LAST_ADMIN_MESSAGE);
    }
    const deleted = await this.deps.transactions.run(async (trx) => {
      await this.deps.grants.revokeAll('user', [target.id], trx);
      return this.deps.accounts.bound(trx).delete(target.id);
    });
    await this.deps.avatarFiles.remove(deleted?.image);
  }
}
