import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { permissionAccess } from '../../http/route-access';
import { parseInput } from '../../http/validation';
import {
  createRoleInput,
  roleIdParams,
  roleIdsParams,
  roleListQuery,
  updateRoleInput,
} from './role-schema';

const access = permissionAccess('roles.update', true);

/** Roles administration and the permission catalogue (spec 2.9, 6); all need roles.update. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const { roles, permissionGrants: grants } = app.services;

  /** GET roles?page&perPage&orderBy&orderDir&query&ids → pagination of roles with users_count. */
  app.get('/api/v1/roles', { config: access }, async (request) =>
    roles.list(parseInput(roleListQuery, request.query)),
  );

  /** GET roles/{id} → {role: {..., permissions: [{name, restrictions: [{name, value}]}]}}. */
  app.get('/api/v1/roles/:id', { config: access }, async (request) => {
    const { id } = parseInput(roleIdParams, request.params);
    return { role: await roles.show(id) };
  });

  /** POST roles {name, description?, default?, guests?, permissions?} → {role}. */
  app.post('/api/v1/roles', { config: access }, async (request) => {
    const input = parseInput(createRoleInput, request.body);
    return { role: await roles.create(input) };
  });

  /** PUT roles/{id}: the fields sent; `permissions` replaces every grant → {role}. */
  app.put('/api/v1/roles/:id', { config: access }, async (request) => {
    const { id } = parseInput(roleIdParams, request.params);
    const input = parseInput(updateRoleInput, request.body);
    return { role: await roles.update(id, input) };
  });

  /** DELETE roles/{ids comma-joined}; the guests and default roles are refused with 422. */
  app.delete('/api/v1/roles/:ids', { config: access }, async (request) => {
    const { ids } = parseInput(roleIdsParams, request.params);
    await roles.delete(ids);
    return { message: 'Deleted' };
  });

  /** GET permissions → {permissions: {group: [definition]}}. */
  app.get('/api/v1/permissions', { config: access }, async (request) => {
    parseInput(z.strictObject({}), request.query);
    return { permissions: await grants.grouped() };
  });
}
