import type { User } from '@common/users/user';
import type { PermissionService } from '../permissions/permission-service';
import type { RoleRepository } from '../roles/role-repository';
import type { UserRepository, UserRow } from './user-repository';
import { toUserResource } from './user-resource';

export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly roles: RoleRepository,
    private readonly permissions: PermissionService,
  ) {}

  findById(id: number): Promise<UserRow | undefined> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.users.findByEmail(email);
  }

  /** The full user resource: row, roles and merged permissions (two queries beside the row). */
  async resource(row: UserRow): Promise<User> {
    const [roles, permissions] = await Promise.all([
      this.roles.rolesForUser(row.id),
      this.permissions.forUser(row.id),
    ]);
    return toUserResource(row, { roles, permissions });
  }
}
