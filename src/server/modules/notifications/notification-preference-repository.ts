import type { NotificationChannel, NotificationType } from '@common/api/notifications';
import { nowIso } from '../../db/dialect';
import { Repository } from '../../db/transactions';

export type ChannelChoices = Partial<Record<NotificationChannel, boolean>>;

/** What each member chose per type and channel (only what they set is stored). */
export class NotificationPreferenceRepository extends Repository {
  async forUser(userId: number): Promise<Map<NotificationType, ChannelChoices>> {
    const rows = await this.db
      .selectFrom('notification_preferences')
      .select(['type', 'channels'])
      .where('user_id', '=', userId)
      .execute();
    return new Map(
      rows.map((row) => [row.type as NotificationType, JSON.parse(row.channels) as ChannelChoices]),
    );
  }

  /** Many members' choices for one type, in chunks of 500 ids per query. */
  async forType(type: NotificationType, userIds: number[]): Promise<Map<number, ChannelChoices>> {
    const choices = new Map<number, ChannelChoices>();
    for (let start = 0; start < userIds.length; start += 500) {
      const rows = await this.db
        .selectFrom('notification_preferences')
        .select(['user_id', 'channels'])
        .where('type', '=', type)
        .where('user_id', 'in', userIds.slice(start, start + 500))
        .execute();
      for (const row of rows) choices.set(row.user_id, JSON.parse(row.channels) as ChannelChoices);
    }
    return choices;
  }

  /** Merges the given channels into what the member chose for each type, in one transaction. */
  save(userId: number, selections: Array<{ type: NotificationType; channels: ChannelChoices }>) {
    return this.transaction(async (repository) => {
      const current = await repository.forUser(userId);
      const now = nowIso();
      for (const { type, channels } of selections) {
        const merged = JSON.stringify({ ...current.get(type), ...channels });
        await repository.db
          .insertInto('notification_preferences')
          .values({ user_id: userId, type, channels: merged, updated_at: now })
          .onConflict((oc) =>
            oc.columns(['user_id', 'type']).doUpdateSet({ channels: merged, updated_at: now }),
          )
          .execute();
      }
    });
  }
}
