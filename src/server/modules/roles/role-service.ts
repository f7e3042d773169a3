import type { PaginationResponse } from '@common/http/responses';
import type { Db } from '../../db/connection';
import { HttpError, notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import type { PermissionService } from '../permissions/permission-service';
import { PermissionGrantService } from './permission-grant-service';
import {
  RoleAdminRepository,
  RoleRepository,
  type RoleFlag,
  type RoleRow,
} from './role-repository';
import {
  toRoleListItem,
  toRoleResource,
  type RoleListItem,
  type RoleResource,
} from './role-resource';
import type { RoleInput, RoleListQuery } from './role-schema';

export const NAME_TAKEN = 'A role with this name already exists.';
export const PROTECTED_ROLE = 'The guests role and the default role cannot be deleted.';

/** Roles administration (spec 2.9): every write in one transaction, then the guest cache reset. */
export class RoleService {
  private readonly grants: PermissionGrantService;

  constructor(
    private readonly db: Db,
    private readonly permissions: PermissionService,
  ) {
    this.grants = new PermissionGrantService(db);
  }

  async list(query: RoleListQuery): Promise<PaginationResponse<RoleListItem>> {
    const roles = new RoleAdminRepository(this.db);
    const { rows, total } = await roles.paginate({ ...query, search: query.query });
    const counts = await roles.usersCounts(rows.map((row) => row.id));
    const data = rows.map((row) => toRoleListItem(row, counts.get(row.id) ?? 0));
    return paginationResponse(data, total, query.page, query.perPage);
  }

  async show(id: number): Promise<RoleResource> {
    const row = await new RoleAdminRepository(this.db).findById(id);
    if (!row) throw notFound('Role not found.');
    return toRoleResource(row, await this.grants.grantsOf('role', id));
  }

  async create(input: RoleInput & { name: string }): Promise<RoleResource> {
    const id = await this.db.transaction().execute(async (trx) => {
      await assertNameFree(trx, input.name, null);
      const role = await new RoleRepository(trx).create({
        name: input.name,
        description: input.description ?? '',
      });
      await this.write(trx, role, input);
      return role.id;
    });
    this.permissions.rolesChanged();
    return this.show(id);
  }

  async update(id: number, input: RoleInput): Promise<RoleResource> {
    await this.db.transaction().execute(async (trx) => {
      const role = await new RoleAdminRepository(trx).findById(id);
      if (!role) throw notFound('Role not found.');
      if (input.name !== undefined) await assertNameFree(trx, input.name, id);
      await this.write(trx, role, input);
    });
    this.permissions.rolesChanged();
    return this.show(id);
  }

  /** Deletes roles; the guests role and the default role are refused (422). */
  async delete(ids: number[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const roles = new RoleAdminRepository(trx);
      const found = await roles.findMany(ids);
      if (found.length !== new Set(ids).size) throw notFound('Role not found.');
      if (found.some((role) => role.guests === 1 || role.default === 1)) {
        throw new HttpError(422, PROTECTED_ROLE);
      }
      await roles.deleteMany(ids);
    });
    this.permissions.rolesChanged();
  }

  private async write(trx: Db, role: RoleRow, input: RoleInput): Promise<void> {
    const roles = new RoleAdminRepository(trx);
    await roles.update(role.id, {
      ...(input.name !== undefined && { name: input.name }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.default !== undefined && { default: input.default ? 1 : 0 }),
      ...(input.guests !== undefined && { guests: input.guests ? 1 : 0 }),
    });
    for (const flag of ['default', 'guests'] as RoleFlag[]) {
      if (input[flag]) await roles.clearFlagExcept(flag, role.id);
    }
    if (input.permissions) await this.grants.replace(trx, 'role', role.id, input.permissions);
  }
}

async function assertNameFree(trx: Db, name: string, exceptId: number | null): Promise<void> {
  const existing = await new RoleAdminRepository(trx).findByName(name);
  if (existing && existing.id !== exceptId) throw validationError({ name: [NAME_TAKEN] });
}
