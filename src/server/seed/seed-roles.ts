import type { Services } from '../modules';
import { PermissionRepository } from '../modules/permissions/permission-repository';
import { RoleRepository } from '../modules/roles/role-repository';
import {
  EDITOR_ROLE_PERMISSIONS,
  GUEST_ROLE_PERMISSIONS,
  MODERATOR_ROLE_PERMISSIONS,
  PERMISSION_CATALOGUE,
  USER_ROLE_PERMISSIONS,
  USER_ROLE_RESTRICTIONS,
  WORKSPACE_PERMISSION_CATALOGUE,
  WORKSPACE_ROLES,
  storedWorkspacePermission,
} from '../modules/permissions/permission-catalogue';

/**
 * Syncs the permission catalogue on every start; creates the built-in roles once. On a database
 * whose roles already exist, a permission that appears in the catalogue for the first time is
 * granted to the built-in role that gets it on a fresh install (so an upgrade gives members the
 * new abilities too), while grants an administrator changed stay as they are.
 */
export async function seedPermissionsAndRoles(services: Services): Promise<void> {
  const known = new Set(
    (await services.db.selectFrom('permissions').select('name').execute()).map((p) => p.name),
  );
  await services.repositories.permissions.syncCatalogue([
    ...PERMISSION_CATALOGUE,
    ...WORKSPACE_PERMISSION_CATALOGUE,
  ]);
  await seedWorkspaceRoles(services);
  if ((await services.repositories.roles.count()) > 0) {
    await grantNewPermissions(services, known);
    return;
  }
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
    await permissions.grant('role', users.id, USER_ROLE_PERMISSIONS, USER_ROLE_RESTRICTIONS);
    await createEditorRole(roles, permissions);
    await createModeratorRole(roles, permissions);
  });
  services.permissions.rolesChanged();
}

/** The built-in workspace roles (issue 17), each created once, on a new or an upgraded site. */
async function seedWorkspaceRoles(services: Services): Promise<void> {
  await services.db.transaction().execute(async (trx) => {
    const roles = new RoleRepository(trx);
    const permissions = new PermissionRepository(trx);
    for (const definition of WORKSPACE_ROLES) {
      if (await roles.findByName(definition.name)) continue;
      const role = await roles.create({
        name: definition.name,
        description: definition.description,
        type: 'workspace',
      });
      await permissions.grant(
        'role',
        role.id,
        definition.permissions.map(storedWorkspacePermission),
      );
    }
  });
}

/** The built-in 'content admins' role: the catalogue pages of the admin, without super admin. */
async function createEditorRole(roles: RoleRepository, permissions: PermissionRepository) {
  const editors = await roles.create({
    name: 'content admins',
    description:
      'Content admins: add, edit and delete titles, people, videos, genres and keywords.',
  });
  await permissions.grant('role', editors.id, EDITOR_ROLE_PERMISSIONS);
}

/** The built-in 'moderators' role: comments and reviews moderation in the admin, nothing else. */
async function createModeratorRole(roles: RoleRepository, permissions: PermissionRepository) {
  if (await roles.findByName('moderators')) return;
  const moderators = await roles.create({
    name: 'moderators',
    description:
      'Moderators: approve, hide, delete and restore comments and reviews, and suspend their authors.',
  });
  await permissions.grant('role', moderators.id, MODERATOR_ROLE_PERMISSIONS);
}

/** Permissions the editorial admin (issue 15) added to the built-in 'content admins' role. */
const EDITORIAL_PERMISSIONS = ['news.update', 'channels.update', 'lists.update'];

async function grantNewPermissions(services: Services, known: Set<string>): Promise<void> {
  const isNew = (name: string) => !known.has(name);
  // the catalogue permissions arrived with the catalogue admin: an upgraded site gets the role too
  if (isNew('titles.update')) {
    await services.db.transaction().execute(async (trx) => {
      await createEditorRole(new RoleRepository(trx), new PermissionRepository(trx));
    });
    services.permissions.rolesChanged();
  }
  // the editorial admin and moderation arrived with issue 15: content admins gain the editorial
  // pages (unless an administrator renamed or removed the role) and the moderators role appears
  if (isNew('reports.view')) {
    await services.db.transaction().execute(async (trx) => {
      const roles = new RoleRepository(trx);
      const permissions = new PermissionRepository(trx);
      const editors = await roles.findByName('content admins');
      if (editors) await permissions.grant('role', editors.id, EDITORIAL_PERMISSIONS);
      await createModeratorRole(roles, permissions);
    });
    services.permissions.rolesChanged();
  }
  const newGuest = GUEST_ROLE_PERMISSIONS.filter(isNew);
  const newUser = USER_ROLE_PERMISSIONS.filter(isNew);
  if (!newGuest.length && !newUser.length) return;
  const { roles, permissions } = services.repositories;
  const [guests, users] = await Promise.all([roles.guestRole(), roles.defaultRole()]);
  if (guests) await permissions.grant('role', guests.id, newGuest);
  if (users) await permissions.grant('role', users.id, newUser, USER_ROLE_RESTRICTIONS);
  services.permissions.rolesChanged();
}
