import { ADMIN_PERMISSION, hasPermission } from '@common/permissions/permission-check';
import type { User } from '@common/users/user';
import { HttpError, validationError } from '../../http/http-error';
import type { PublicUploadStore } from '../../storage/public-upload-store';
import type { ValueListService } from '../value-lists/value-list-service';
import type { ImageType } from './image-type';
import type { AccountDetails, UserAccountRepository } from './user-account-repository';
import type { UserService } from './user-service';
import type { PermissionService } from '../permissions';

export const LAST_ADMIN_MESSAGE = 'The last administrator cannot be deleted.';

/** Account settings rules: details, language, profile image and deletion of an account. */
export class UserAccountService {
  constructor(
    private readonly accounts: UserAccountRepository,
    private readonly users: UserService,
    private readonly valueLists: ValueListService,
    private readonly uploads: PublicUploadStore,
    private readonly permissions: PermissionService,
  ) {}

  /** The user resource as it is now in the database. */
  async fresh(userId: number): Promise<User> {
    const row = await this.users.findById(userId);
    if (!row) throw new HttpError(404, 'User not found.');
    return this.users.resource(row);
  }

  async updateDetails(userId: number, details: AccountDetails): Promise<User> {
    const errors: Record<string, string[]> = {};
    if (details.language && !(await this.valueLists.isKnownLocale(details.language))) {
      errors.language = ['The selected language is not available.'];
    }
    if (details.country && !this.valueLists.isKnownCountry(details.country)) {
      errors.country = ['The selected country is not valid.'];
    }
    if (details.timezone && !this.valueLists.isKnownTimezone(details.timezone)) {
      errors.timezone = ['The selected timezone is not valid.'];
    }
    if (Object.keys(errors).length) throw validationError(errors);
    await this.accounts.updateDetails(userId, details);
    return this.fresh(userId);
  }

  async setLanguage(userId: number, locale: string): Promise<void> {
    if (!(await this.valueLists.isKnownLocale(locale))) {
      throw validationError({ locale: ['The selected language is not available.'] });
    }
    await this.accounts.updateDetails(userId, { language: locale });
  }

  /** Stores the image as the new avatar and deletes the uploaded file it replaces. */
  async replaceAvatar(userId: number, bytes: Buffer, type: ImageType): Promise<User> {
    const image = await this.uploads.save('avatars', bytes, type.extension);
    const previous = await this.accounts.replaceImage(userId, image).catch(async (error) => {
      await this.uploads.remove(image);
      throw error;
    });
    await this.uploads.remove(previous);
    return this.fresh(userId);
  }

  async removeAvatar(userId: number): Promise<User> {
    await this.uploads.remove(await this.accounts.replaceImage(userId, null));
    return this.fresh(userId);
  }

  /** Deletes the account, unless it is the last one holding the admin permission. */
  async deleteAccount(target: User): Promise<void> {
    const isAdmin = hasPermission({ user: target, guestRole: null }, ADMIN_PERMISSION);
    if (isAdmin && (await this.permissions.countHolders(ADMIN_PERMISSION, [target.id])) === 0) {
      throw new HttpError(422, LAST_ADMIN_MESSAGE);
    }
    const deleted = await this.accounts.delete(target.id);
    await this.uploads.remove(deleted?.image);
  }
}
