import type { AnnouncementBody, NotificationData } from '@common/api/notifications';
import { InvalidError } from '../../domain/errors';
import type { UserRoleService } from '../roles';
import type { UserService } from '../users';
import type { Notifier } from './index';

export const UNKNOWN_ROLES = 'Some of the selected roles do not exist.';
export const BAD_ACTION_URL = 'The link must be a path on this site (/…) or an https:// address.';

/** How many recipients one notify call carries. */
const PAGE_SIZE = 500;

export interface AnnouncementDependencies {
  users: Pick<UserService, 'activeUserIdsAfter' | 'bannedAmong'>;
  userRoles: Pick<UserRoleService, 'existingIds' | 'userIdsWithRolesAfter'>;
  notifier: Notifier;
}

/** An internal route ('/lists/3', never '//host') or an absolute https URL. */
export function isAnnouncementLink(url: string): boolean {
  if (/^\/(?![/\\])/.test(url)) return !/[\s\\]/.test(url);
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Admin announcements (issue 17): a message to every member who is not banned, or to the members
 * holding any of some roles, always shown in-app. Recipients are read a page of ids at a time and
 * notified one page per call, so a large site never holds every id at once.
 */
export class AnnouncementService {
  constructor(private readonly deps: AnnouncementDependencies) {}

  /** Queues the announcement; answers how many members it was queued for. */
  async send(input: AnnouncementBody): Promise<number> {
    const action = input.action ? { ...input.action, url: input.action.url.trim() } : null;
    if (action && !isAnnouncementLink(action.url)) {
      throw new InvalidError({ 'action.url': [BAD_ACTION_URL] });
    }
    const roleIds = [...new Set(input.roleIds)];
    if (roleIds.length) {
      const known = await this.deps.userRoles.existingIds(roleIds);
      if (known.length !== roleIds.length) throw new InvalidError({ roleIds: [UNKNOWN_ROLES] });
    }
    const data: NotificationData = {
      mainAction: action ? { action: action.url, label: action.label } : null,
      image: null,
      lines: [
        { type: 'primary', content: input.subject },
        { type: 'other', content: input.body },
      ],
    };
    let recipients = 0;
    let after = 0;
    for (;;) {
      const page = await this.recipientPage(roleIds, after);
      if (page.last === null) return recipients;
      after = page.last;
      if (page.ids.length) {
        await this.deps.notifier.notify({
          type: 'announcement',
          recipientIds: page.ids,
          subject: input.subject,
          data,
        });
        recipients += page.ids.length;
      }
    }
  }

  /**
   * The next page of recipients after `after`, banned members left out, and the last id read
   * (null once there are none left).
   */
  private async recipientPage(roleIds: number[], after: number) {
    const { users, userRoles } = this.deps;
    if (!roleIds.length) {
      const ids = await users.activeUserIdsAfter(after, PAGE_SIZE);
      return { ids, last: ids[ids.length - 1] ?? null };
    }
    const holders = await userRoles.userIdsWithRolesAfter(roleIds, after, PAGE_SIZE);
    const banned = await users.bannedAmong(holders);
    return {
      ids: holders.filter((id) => !banned.has(id)),
      last: holders[holders.length - 1] ?? null,
    };
  }
}
