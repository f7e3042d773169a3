import type { PaginationResponse } from '@common/http/responses';
import type { Transactions, Trx } from '../../db/transactions';
import { InvalidError, NotFoundError } from '../../domain/errors';
import { paginationResponse } from '../../http/pagination';
import type { WorkspacePermissionName } from '@common/api/workspaces';
import {
  workspacePermissionOf,
  type PermissionGrantService,
  type PermissionService,
} from '../permissions';
import type { RoleAdminRepository, RoleFlag } from './role-admin-repository';
import type { RoleRepository, RoleRow } from './role-repository';
import {
  toRoleListItem,
  toRoleResource,
  type RoleListItem,
  type RoleResource,
} from './role-resource';
import type { RoleInput, RoleListQuery } from './role-schema';

export const NAME_TAKEN = 'A role with this name already exists.';
export const PROTECTED_ROLE = 'The guests role and the default role cannot be deleted.';

export interface WorkspaceRole {
  id: number;
  name: string;
  permissions: WorkspacePermissionName[];
}

export interface RoleServiceDeps {
  roles: RoleRepository;
  admin: RoleAdminRepository;
  grants: PermissionGrantService;
  permissions: PermissionService;
  transactions: Transactions;
}

/** Roles administration (spec 2.9): every write in one transaction, then the guest cache reset. */
export class RoleService {
  constructor(private readonly deps: RoleServiceDeps) {}

  /** How many roles there are (the admin dashboard). */
  count(): Promise<number> {
    return this.deps.roles.count();
  }

  async list(query: RoleListQuery): Promise<PaginationResponse<RoleListItem>> {
    const { rows, total } = await this.deps.admin.paginate(query);
    const counts = await this.deps.roles.usersCounts(rows.map((row) => row.id));
    const data = rows.map((row) => toRoleListItem(row, counts.get(row.id) ?? 0));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  /** The workspace roles with the workspace permissions each grants (issue 17). */
  async workspaceRoles(): Promise<WorkspaceRole[]> {
    const rows = await this.deps.roles.ofType('workspace');
    const grants = await this.deps.grants.grantsOfMany(
      'role',
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      permissions: (grants.get(row.id) ?? []).flatMap((grant) => {
        const name = workspacePermissionOf(grant.name);
        return name ? [name] : [];
      }),
    }));
  }

  async show(id: number): Promise<RoleResource> {
    const row = await this.deps.admin.findById(id);
    if (!row) throw new NotFoundError('Role not found.');
    return toRoleResource(row, await this.deps.grants.grantsOf('role', id));
  }

  async create(input: RoleInput & { name: string }): Promise<RoleResource> {
    const id = await this.deps.transactions.run(async (trx) => {
      await this.assertNameFree(trx, input.name, null);
      const role = await this.deps.roles.bound(trx).create({
        name: input.name,
        description: input.description ?? '',
      });
      await this.write(trx, role, input);
      return role.id;
    });
    this.deps.permissions.rolesChanged();
    return this.show(id);
  }

  async update(id: number, input: RoleInput): Promise<RoleResource> {
    await this.deps.transactions.run(async (trx) => {
      const role = await this.deps.admin.bound(trx).findById(id);
      if (!role) throw new NotFoundError('Role not found.');
      if (input.name !== undefined) await this.assertNameFree(trx, input.name, id);
      await this.write(trx, role, input);
    });
    this.deps.permissions.rolesChanged();
    return this.show(id);
  }

  /** Deletes roles with their grants; the guests role and the default role are refused (422). */
  async delete(ids: number[]): Promise<void> {
    await this.deps.transactions.run(async (trx) => {
      const roles = this.deps.admin.bound(trx);
      const found = await roles.findMany(ids);
      if (found.length !== new Set(ids).size) throw new NotFoundError('Role not found.');
      if (found.some((role) => role.guests === 1 || role.default === 1)) {
        throw new InvalidError({}, PROTECTED_ROLE);
      }
      await this.deps.grants.revokeAll('role', ids, trx);
      await roles.deleteMany(ids);
    });
    this.deps.permissions.rolesChanged();
  }

  private async write(trx: Trx, role: RoleRow, input: RoleInput): Promise<void> {
    const roles = this.deps.admin.bound(trx);
    await roles.update(role.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.default !== undefined && { default: input.default ? 1 : 0 }),
      ...(input.guests !== undefined && { guests: input.guests ? 1 : 0 }),
    });
    for (const flag of ['default', 'guests'] as RoleFlag[]) {
      if (input[flag]) await roles.clearFlagExcept(flag, role.id);
    }
    if (input.permissions) {
      const scope = role.type === 'workspace' ? 'workspace' : 'sitewide';
      await this.deps.grants.replace('role', role.id, input.permissions, trx, scope);
    }
  }

  private async assertNameFree(trx: Trx, name: string, exceptId: number | null): Promise<void> {
    const existing = await this.deps.admin.bound(trx).findByName(name);
    if (existing && existing.id !== exceptId) throw new InvalidError({ name: [NAME_TAKEN] });
  }
}
