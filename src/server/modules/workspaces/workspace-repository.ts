import type { Selectable } from 'kysely';
import { nowIso, toCount } from '../../db/dialect';
import { Repository } from '../../db/transactions';
import type {
  WorkspaceInvitesTable,
  WorkspaceMembersTable,
  WorkspacesTable,
} from './workspaces-tables';

export type WorkspaceRow = Selectable<WorkspacesTable>;
export type MemberRow = Selectable<WorkspaceMembersTable>;
export type InviteRow = Selectable<WorkspaceInvitesTable>;

/** A workspace as one member sees it: their role and how many members it has. */
export interface MembershipRow extends WorkspaceRow {
  role_id: number;
  members_count: number;
}

/** The only Kysely code of workspaces, their members and invites. */
export class WorkspaceRepository extends Repository {
  findById(id: number): Promise<WorkspaceRow | undefined> {
    return this.db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(name: string, ownerId: number): Promise<WorkspaceRow> {
    const now = nowIso();
    return this.db
      .insertInto('workspaces')
      .values({ name, owner_id: ownerId, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async rename(id: number, name: string): Promise<void> {
    await this.db
      .updateTable('workspaces')
      .set({ name, updated_at: nowIso() })
      .where('id', '=', id)
      .execute();
  }

  /** The workspace with its members and invites; call inside a transaction. */
  async delete(id: number): Promise<void> {
    await this.db.deleteFrom('workspace_invites').where('workspace_id', '=', id).execute();
    await this.db.deleteFrom('workspace_members').where('workspace_id', '=', id).execute();
    await this.db.deleteFrom('workspaces').where('id', '=', id).execute();
  }

  /** The workspaces a user belongs to (one row each, or only `workspaceId`'s), by name. */
  memberships(userId: number, workspaceId?: number): Promise<MembershipRow[]> {
    let query = this.db
      .selectFrom('workspace_members as m')
      .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
      .selectAll('w')
      .select('m.role_id')
      .select((eb) =>
        eb
          .selectFrom('workspace_members as c')
          .select((count) => count.fn.countAll<number>().as('count'))
          .whereRef('c.workspace_id', '=', 'w.id')
          .as('members_count'),
      )
      .where('m.user_id', '=', userId);
    if (workspaceId !== undefined) query = query.where('w.id', '=', workspaceId);
    return query
      .orderBy('w.name')
      .orderBy('w.id')
      .execute()
      .then((rows) => rows.map((row) => ({ ...row, members_count: toCount(row.members_count) })));
  }

  member(workspaceId: number, userId: number): Promise<MemberRow | undefined> {
    return this.db
      .selectFrom('workspace_members')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  members(workspaceId: number): Promise<MemberRow[]> {
    return this.db
      .selectFrom('workspace_members')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /** Adds a member; one already there keeps their role. */
  async addMember(workspaceId: number, userId: number, roleId: number): Promise<void> {
    await this.db
      .insertInto('workspace_members')
      .values({ workspace_id: workspaceId, user_id: userId, role_id: roleId, created_at: nowIso() })
      .onConflict((oc) => oc.columns(['workspace_id', 'user_id']).doNothing())
      .execute();
  }

  async setMemberRole(workspaceId: number, userId: number, roleId: number): Promise<void> {
    await this.db
      .updateTable('workspace_members')
      .set({ role_id: roleId })
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  async removeMember(workspaceId: number, userId: number): Promise<void> {
    await this.db
      .deleteFrom('workspace_members')
      .where('workspace_id', '=', workspaceId)
      .where('user_id', '=', userId)
      .execute();
  }

  invites(workspaceId: number): Promise<InviteRow[]> {
    return this.db
      .selectFrom('workspace_invites')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .orderBy('created_at')
      .orderBy('email')
      .execute();
  }

  findInvite(id: string): Promise<InviteRow | undefined> {
    return this.db
      .selectFrom('workspace_invites')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The invites of a workspace to any of `emails`. */
  invitesTo(workspaceId: number, emails: string[]): Promise<InviteRow[]> {
    if (!emails.length) return Promise.resolve([]);
    return this.db
      .selectFrom('workspace_invites')
      .selectAll()
      .where('workspace_id', '=', workspaceId)
      .where('email', 'in', emails)
      .execute();
  }

  async createInvite(invite: InviteRow): Promise<void> {
    await this.db.insertInto('workspace_invites').values(invite).execute();
  }

  async renewInvite(id: string, createdAt: string, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('workspace_invites')
      .set({ created_at: createdAt, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  /** Deletes an invite; false when it was already gone (joined or declined at the same moment). */
  async deleteInvite(id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('workspace_invites')
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
