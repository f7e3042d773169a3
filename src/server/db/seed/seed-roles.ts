import type { Services } from '../../services';
import { PermissionRepository } from '../../modules/permissions/permission-repository';
import { RoleRepository } from '../../modules/roles/role-repository';
import {
  GUEST_ROLE_PERMISSIONS,
  PERMISSION_CATALOGUE,
  USER_ROLE_PERMISSIONS,
} from '../../modules/permissions/permission-catalogue';

/** Syncs the permission catalogue on every start; creates the built-in roles once. */
export async function seedPermissionsAndRoles(services: Services): Promise<void> {
  await services.repositories.permissions.syncCatalogue(PERMISSION_CATALOGUE);
  if ((await services.repositories.roles.count()) > 0) return;
  await services.db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const permissions = new PermissionRepository(trx);
    const guests = await roles.create({
      name: 'guests',
      description: 'Visitors who are not logged in.',
      guests: true,
    });
    await permissions.grant('role', guests.id, GUEST_ROLE_PERMISSIONS);
    const users = await roles.create({
      name: 'users',
      description: 'Every registered user gets this role.',
      default: true,
    });
    await permissions.grant('role', users.id, USER_ROLE_PERMISSIONS);
  });
  services.permissions.rolesChanged();
}
