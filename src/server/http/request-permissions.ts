import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@common/permissions/permission-check';

/**
 * Whether the signed-in user holds a permission, for routes whose permission depends on the
 * request (a title's images need titles.update, a person's people.update): the route declares
 * login, the service asks this with the permission its target needs.
 */
export const requestPermissions =
  (request: FastifyRequest) =>
  (permission: string): boolean =>
    hasPermission({ user: request.user, guestRole: null }, permission);
