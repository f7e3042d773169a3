import {
  notificationChannels,
  notificationTypes,
  type NotificationChannel,
  type NotificationSubscriptionsResponse,
  type NotificationType,
} from '@common/api/notifications';
import { NotFoundError } from '../../domain/errors';
import type { SettingsService } from '../settings';
import type { UserService } from '../users';
import { ALWAYS_IN_APP, DEFAULT_CHANNELS, NOTIFICATION_GROUPS } from './notification-catalogue';
import type {
  ChannelChoices,
  NotificationPreferenceRepository,
} from './notification-preference-repository';

export type Channels = Record<NotificationChannel, boolean>;

export interface SubscriptionSelection {
  notif_id: NotificationType;
  channels: ChannelChoices;
}

/** Each member's channels per notification type: the settings page and delivery. */
export class NotificationPreferenceService {
  constructor(
    private readonly deps: {
      preferences: NotificationPreferenceRepository;
      settings: SettingsService;
      users: Pick<UserService, 'findById'>;
      /** Whether browser (Web Push) delivery is configured. */
      browserAvailable: () => boolean;
    },
  ) {}

  availableChannels(): NotificationChannel[] {
    return notificationChannels.filter(
      (channel) => channel !== 'browser' || this.deps.browserAvailable(),
    );
  }

  async subscriptions(userId: number): Promise<NotificationSubscriptionsResponse> {
    const stored = await this.deps.preferences.forUser(userId);
    const available = this.availableChannels();
    return {
      available_channels: available,
      subscriptions: NOTIFICATION_GROUPS.map((group) => ({
        group_name: group.group_name,
        entries: group.entries.map((entry) => ({ ...entry })),
      })),
      user_selections: notificationTypes.map((type) => {
        const channels = { ...DEFAULT_CHANNELS, ...stored.get(type) };
        // an unavailable channel (browser without Web Push) reads as off
        for (const channel of notificationChannels) {
          if (!available.includes(channel)) channels[channel] = false;
        }
        return { notif_id: type, channels };
      }),
    };
  }

  /** 404 while the subscription settings are not integrated (notif.subs.integrated). */
  async update(userId: number, selections: SubscriptionSelection[]): Promise<void> {
    if (!(await this.deps.settings.all()).notif.subs.integrated) throw new NotFoundError();
    await this.deps.preferences.save(
      userId,
      selections.map(({ notif_id, channels }) => ({ type: notif_id, channels })),
    );
  }

  /** The one-click unsubscribe: that type's email channel off (404 once the account is gone). */
  async turnOffEmail(userId: number, type: NotificationType): Promise<void> {
    if (!(await this.deps.users.findById(userId))) throw new NotFoundError();
    await this.deps.preferences.save(userId, [{ type, channels: { email: false } }]);
  }

  /** Every recipient's effective channels for one type (defaults where they never chose). */
  async channelsFor(type: NotificationType, userIds: number[]): Promise<Map<number, Channels>> {
    const stored = await this.deps.preferences.forType(type, userIds);
    const browser = this.deps.browserAvailable();
    return new Map(
      userIds.map((userId) => {
        const channels = { ...DEFAULT_CHANNELS, ...stored.get(userId) };
        if (ALWAYS_IN_APP.has(type)) channels.database = true;
        if (!browser) channels.browser = false;
        return [userId, channels];
      }),
    );
  }
}
