import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messageResponse, paginated } from '@common/api/responses';
import { permissionCatalogue, roleListItem, roleRecord } from '@common/api/roles';
import { ForbiddenError } from '../../domain/errors';
import { requestPermissions } from '../../http/request-permissions';
import { permissionAccess, userAccess } from '../../http/route-access';
import {
  createRoleInput,
  roleIdParams,
  roleIdsParams,
  roleListQuery,
  roleListQuerystring,
  roleQuery,
  updateRoleInput,
} from './role-schema';

const access = permissionAccess('roles.update', true);
const roleAnswer = { 200: z.object({ role: roleRecord }) };

/** Roles administration and the permission catalogue (spec 2.9, 6); all need roles.update. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { roles, permissionGrants: grants } = app.services;

  /** How many users hold the role, as the list counts them. */
  async function usersCount(id: number): Promise<number> {
    const page = await roles.list(roleListQuery.parse({ ids: String(id) }));
    return page.data[0]?.users_count ?? 0;
  }

  /**
   * GET roles?page&perPage&orderBy&orderDir&query&ids&type → pagination of roles with users_count.
   * Site roles need roles.update; the workspace roles (type=workspace) are for every member, who
   * picks one when inviting to a workspace.
   */
  app.get(
    '/api/v1/roles',
    {
      config: userAccess,
      schema: {
        summary: 'List roles (type=workspace: the workspace roles)',
        querystring: roleListQuerystring,
        response: { 200: paginated(roleListItem) },
      },
    },
    async (request) => {
      if (request.query.type !== 'workspace' && !requestPermissions(request)('roles.update')) {
        throw new ForbiddenError();
      }
      return roles.list(request.query);
    },
  );

  /** GET roles/{id}[?loadCount=users] → {role: {..., permissions: [{name, restrictions}]}}. */
  app.get(
    '/api/v1/roles/:id',
    {
      config: access,
      schema: {
        summary: 'A role with its permissions',
        params: roleIdParams,
        querystring: roleQuery,
        response: roleAnswer,
      },
    },
    async (request) => {
      const { id } = request.params;
      const role = await roles.show(id);
      if (!request.query.loadCount.includes('users')) return { role };
      return { role: { ...role, users_count: await usersCount(id) } };
    },
  );

  /** POST roles {name, description?, default?, guests?, permissions?} → {role}. */
  app.post(
    '/api/v1/roles',
    {
      config: access,
      schema: { summary: 'Create a role', body: createRoleInput, response: roleAnswer },
    },
    async (request) => ({ role: await roles.create(request.body) }),
  );

  /** PUT roles/{id}: the fields sent; `permissions` replaces every grant → {role}. */
  app.put(
    '/api/v1/roles/:id',
    {
      config: access,
      schema: {
        summary: 'Update a role',
        params: roleIdParams,
        body: updateRoleInput,
        response: roleAnswer,
      },
    },
    async (request) => ({ role: await roles.update(request.params.id, request.body) }),
  );

  /** DELETE roles/{ids comma-joined}; the guests and default roles are refused with 422. */
  app.delete(
    '/api/v1/roles/:ids',
    {
      config: access,
      schema: {
        summary: 'Delete roles',
        params: roleIdsParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await roles.delete(request.params.ids);
      return { message: 'Deleted' };
    },
  );

  /** GET permissions → {permissions: {group: [definition]}}. */
  app.get(
    '/api/v1/permissions',
    {
      config: access,
      schema: {
        summary: 'The permission catalogue, grouped',
        querystring: z.strictObject({}),
        response: { 200: permissionCatalogue },
      },
    },
    async () => ({ permissions: await grants.grouped() }),
  );
};
