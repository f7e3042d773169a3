import type { User } from '@common/users/user';
import { InvalidError } from '../../domain/errors';
import { NOT_AN_IMAGE } from './avatar-config';
import type { AvatarFiles } from './avatar-files';
import { AvatarFetchError, type AvatarUrlFetcher } from './avatar-url-fetcher';
import { sniffImageType } from './image-type';
import type { UserAccountRepository } from './user-account-repository';
import type { UserService } from './user-service';

/** A new avatar: uploaded bytes, or a URL the server downloads. */
export type AvatarInput = { file: Buffer } | { url: string };

const URL_MESSAGES = {
  'invalid-url': 'Please enter a valid http or https URL.',
  unreachable: 'Could not load an image from this URL.',
  'too-large': NOT_AN_IMAGE,
} as const;

export interface AvatarServiceDeps {
  accounts: UserAccountRepository;
  users: UserService;
  files: AvatarFiles;
  /** The strict fetcher: public http(s) addresses only, size-capped. */
  urlFetcher: AvatarUrlFetcher;
}

/** Profile images (spec 5): kept in file storage, the replaced file deleted. */
export class AvatarService {
  private urlFetcher: AvatarUrlFetcher;

  constructor(private readonly deps: AvatarServiceDeps) {
    this.urlFetcher = deps.urlFetcher;
  }

  /** Stores the image as the user's new avatar; 422 on the field it came from when it is none. */
  async replace(userId: number, input: AvatarInput): Promise<User> {
    const field = 'file' in input ? 'file' : 'url';
    const bytes = 'file' in input ? input.file : await this.download(input.url);
    const type = sniffImageType(bytes);
    if (!type) throw new InvalidError({ [field]: [NOT_AN_IMAGE] });
    const { accounts, files } = this.deps;
    const image = await files.save(bytes, type.extension);
    const previous = await accounts.replaceImage(userId, image).catch(async (error: unknown) => {
      await files.remove(image);
      throw error;
    });
    await files.remove(previous);
    return this.deps.users.resourceById(userId);
  }

  async remove(userId: number): Promise<User> {
    await this.deps.files.remove(await this.deps.accounts.replaceImage(userId, null));
    return this.deps.users.resourceById(userId);
  }

  /** An uploaded avatar's bytes, or null when the name is not one of ours or the file is gone. */
  file(name: string) {
    return this.deps.files.open(name);
  }

  /** TESTS ONLY: downloads through `fetcher` (null restores the strict one). */
  useUrlFetcherInTests(fetcher: AvatarUrlFetcher | null): void {
    this.urlFetcher = fetcher ?? this.deps.urlFetcher;
  }

  private async download(url: string): Promise<Buffer> {
    try {
      return await this.urlFetcher.fetch(url);
    } catch (error) {
      if (error instanceof AvatarFetchError) {
        throw new InvalidError({ url: [URL_MESSAGES[error.reason]] });
      }
      throw error;
    }
  }
}
