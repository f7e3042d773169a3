import type { ModerationAuthor } from '@common/api/moderation';
import { ADMIN_PERMISSION } from '@common/permissions/permission-check';
import { InvalidError } from '../../domain/errors';
import type { PermissionService } from '../permissions';
import type { AdminUserService, UserService } from '../users';

export const CANNOT_SUSPEND_SELF = 'You cannot suspend yourself.';
export const CANNOT_SUSPEND_MODERATOR =
  'You cannot suspend an administrator or someone who moderates this content.';

interface Dependencies {
  users: Pick<UserService, 'publicUsers' | 'bannedAmong'>;
  permissions: Pick<PermissionService, 'forUser'>;
  adminUsers: Pick<AdminUserService, 'ban'>;
}

/**
 * The authors of moderated comments and reviews: their names and whether they are suspended,
 * and suspending one from the moderation screens (the users module's ban: spec's suspended state).
 */
export class AuthorSuspensionService {
  constructor(private readonly deps: Dependencies) {}

  /** The authors with these ids, with their suspension, in two queries whatever their number. */
  async authors(ids: number[]): Promise<Map<number, ModerationAuthor>> {
    const [users, banned] = await Promise.all([
      this.deps.users.publicUsers(ids),
      this.deps.users.bannedAmong(ids),
    ]);
    return new Map(
      [...users].map(([id, user]) => [id, { ...user, banned_at: banned.get(id) ?? null }]),
    );
  }

  /**
   * Suspends an author, unless they are the moderator themselves, an administrator, or hold the
   * permission the moderator is using (moderators do not suspend each other).
   */
  async suspend(
    actorId: number,
    authorId: number,
    permission: string,
    reason: string | null,
  ): Promise<ModerationAuthor> {
    if (actorId === authorId) throw new InvalidError({ user_id: [CANNOT_SUSPEND_SELF] });
    const granted = await this.deps.permissions.forUser(authorId);
    if (granted.some((p) => p.name === ADMIN_PERMISSION || p.name === permission)) {
      throw new InvalidError({ user_id: [CANNOT_SUSPEND_MODERATOR] });
    }
    await this.deps.adminUsers.ban(actorId, authorId, reason);
    const author = (await this.authors([authorId])).get(authorId);
    return author!;
  }
}
