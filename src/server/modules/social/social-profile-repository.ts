import type { Selectable } from 'kysely';
import type { SocialProfile } from '@common/users/user';
import { nowIso } from '../../db/dialect';
import type { SocialProfilesTable } from './social-tables';
import { Repository } from '../../db/transactions';

export type SocialProfileRow = Selectable<SocialProfilesTable>;

export class SocialProfileRepository extends Repository {
  /** The user's linked accounts as the user resource shows them (spec 3). */
  async forUser(userId: number): Promise<SocialProfile[]> {
    return this.db
      .selectFrom('social_profiles')
      .select(['service_name', 'username'])
      .where('user_id', '=', userId)
      .orderBy('service_name')
      .execute();
  }

  async findByServiceId(
    service: string,
    userServiceId: string,
  ): Promise<SocialProfileRow | undefined> {
    return this.db
      .selectFrom('social_profiles')
      .selectAll()
      .where('service_name', '=', service)
      .where('user_service_id', '=', userServiceId)
      .executeTakeFirst();
  }

  /**
   * Links the provider account to the user, replacing the user's earlier link for that service.
   * The (service, provider id) pair is unique: callers check it is not someone else's first.
   */
  async link(
    userId: number,
    service: string,
    profile: { id: string; username: string | null },
  ): Promise<void> {
    const now = nowIso();
    await this.db
      .insertInto('social_profiles')
      .values({
        user_id: userId,
        service_name: service,
        user_service_id: profile.id,
        username: profile.username,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc.columns(['user_id', 'service_name']).doUpdateSet({
          user_service_id: profile.id,
          username: profile.username,
          updated_at: now,
        }),
      )
      .execute();
  }

  async unlink(userId: number, service: string): Promise<void> {
    await this.db
      .deleteFrom('social_profiles')
      .where('user_id', '=', userId)
      .where('service_name', '=', service)
      .execute();
  }
}
