import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okResponse } from '@common/api/responses';
import {
  changeRoleBody,
  inviteBody,
  inviteListResponse,
  inviteResponse,
  memberResponse,
  workspaceListResponse,
  workspaceNameBody,
  workspaceResponse,
} from '@common/api/workspaces';
import { relationParamsFor, requestedRelations } from '../../http/relation-params';
import { userAccess } from '../../http/route-access';
import { routeIdParam } from '../catalogue';

const workspaceParams = z.strictObject({ id: routeIdParam });
const inviteParams = z.strictObject({ inviteId: z.string().max(64) });
const workspaceInviteParams = z.strictObject({ id: routeIdParam, inviteId: z.string().max(64) });
const memberParams = z.strictObject({ id: routeIdParam, userId: routeIdParam });
const showQuery = z.strictObject(relationParamsFor(['members', 'invites']));

/** Workspaces, their members and invitations (issue 17; spec 7.5). Signed in. */
export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { workspaces, workspaceInvites: invites, rateLimits } = app.services;
  const inviteLimit = {
    ...userAccess,
    rateLimit: {
      ...rateLimits.route('workspaceInvites'),
      hook: 'preHandler' as const,
      keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
        `workspace-invites:${request.user?.id ?? request.ip}`,
    },
  };

  app.get(
    '/api/v1/me/workspaces',
    {
      config: userAccess,
      schema: {
        summary: "Your workspaces: the personal 'Default' first, then the others by name",
        response: { 200: workspaceListResponse },
      },
    },
    async (request) => ({ workspaces: await workspaces.forUser(request.user!.id) }),
  );

  app.post(
    '/api/v1/workspace',
    {
      config: userAccess,
      schema: {
        summary: 'Create a workspace (you are its owner)',
        body: workspaceNameBody,
        response: { 200: workspaceResponse },
      },
    },
    async (request) => ({
      workspace: await workspaces.create(request.user!.id, request.body.name),
    }),
  );

  app.get(
    '/api/v1/workspace/:id',
    {
      config: userAccess,
      schema: {
        summary: 'A workspace you belong to, with=members,invites to include them',
        params: workspaceParams,
        querystring: showQuery,
        response: { 200: workspaceResponse },
      },
    },
    async (request) => {
      const { include } = requestedRelations({ ...request.query, loadCount: [] });
      return {
        workspace: await workspaces.show(request.user!.id, request.params.id, {
          members: include.includes('members'),
          invites: include.includes('invites'),
        }),
      };
    },
  );

  app.put(
    '/api/v1/workspace/:id',
    {
      config: userAccess,
      schema: {
        summary: 'Rename a workspace (workspace.update)',
        params: workspaceParams,
        body: workspaceNameBody,
        response: { 200: workspaceResponse },
      },
    },
    async (request) => ({
      workspace: await workspaces.rename(request.user!.id, request.params.id, request.body.name),
    }),
  );

  app.delete(
    '/api/v1/workspace/:id',
    {
      config: userAccess,
      schema: {
        summary:
          "Delete a workspace (owner only); its lists and files return to their creators' spaces",
        params: workspaceParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await workspaces.delete(request.user!.id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/workspace/:id/invite',
    {
      config: inviteLimit,
      schema: {
        summary: 'Invite people by email (members.invite)',
        params: workspaceParams,
        body: inviteBody,
        response: { 200: inviteListResponse },
      },
    },
    async (request) => ({
      invites: await invites.invite(request.user!, request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/workspace/:id/invite/:inviteId/resend',
    {
      config: inviteLimit,
      schema: {
        summary: 'Send an invitation again, valid for another 7 days (members.invite)',
        params: workspaceInviteParams,
        response: { 200: inviteResponse },
      },
    },
    async (request) => ({
      invite: await invites.resend(request.user!, request.params.id, request.params.inviteId),
    }),
  );

  app.get(
    '/api/v1/workspace/join/:inviteId',
    {
      config: userAccess,
      schema: {
        summary: 'Join a workspace with an invitation addressed to you',
        params: inviteParams,
        response: { 200: workspaceResponse },
      },
    },
    async (request) => ({
      workspace: await invites.join(request.user!, request.params.inviteId),
    }),
  );

  app.delete(
    '/api/v1/workspace/invite/:inviteId',
    {
      config: userAccess,
      schema: {
        summary: 'Decline an invitation to you, or withdraw one (members.invite)',
        params: inviteParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await invites.remove(request.user!, request.params.inviteId);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/workspace/:id/member/:userId/change-role',
    {
      config: userAccess,
      schema: {
        summary: "Change a member's workspace role (members.update; not the owner's)",
        params: memberParams,
        body: changeRoleBody,
        response: { 200: memberResponse },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      return {
        member: await workspaces.changeRole(request.user!.id, id, userId, request.body.roleId),
      };
    },
  );

  app.delete(
    '/api/v1/workspace/:id/member/:userId',
    {
      config: userAccess,
      schema: {
        summary: 'Remove a member (members.delete), or leave the workspace yourself',
        params: memberParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await workspaces.removeMember(request.user!.id, request.params.id, request.params.userId);
      return { ok: true as const };
    },
  );
};
