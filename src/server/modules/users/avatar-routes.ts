import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { userResponse } from '@common/api/users';
import { publicAccess, userAccess } from '../../http/route-access';
import { AVATAR_MAX_BYTES } from './avatar-config';
import { readAvatarInput } from './avatar-input';
import { resolveTargetUser, targetUserParams } from './user-target';

/** Any name reaches the route: one that is not an upload's is 404, not a validation error. */
const fileParams = z.strictObject({ file: z.string() });

/** The image file itself (PNG, JPEG, GIF or WebP), streamed from storage. */
const avatarFile = z
  .instanceof(Readable)
  .meta({ type: 'string', format: 'binary', description: 'The image (PNG, JPEG, GIF or WebP)' });

export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
  });
  const { avatars } = app.services;

  /**
   * POST users/{id}/avatar: multipart `file`, or a `url` the server downloads → {user}. The body
   * may be a multipart stream, so avatar-input reads and validates it rather than a body schema.
   */
  app.post(
    '/api/v1/users/:id/avatar',
    {
      config: userAccess,
      schema: {
        summary: 'Upload an avatar (multipart file, or a url)',
        params: targetUserParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = await resolveTargetUser(request, request.params.id);
      const input = await readAvatarInput(request);
      return { user: await avatars.replace(user.id, input) };
    },
  );

  /** DELETE users/{id}/avatar → {user}. */
  app.delete(
    '/api/v1/users/:id/avatar',
    {
      config: userAccess,
      schema: {
        summary: 'Remove the avatar',
        params: targetUserParams,
        response: { 200: userResponse },
      },
    },
    async (request) => {
      const { user } = await resolveTargetUser(request, request.params.id);
      return { user: await avatars.remove(user.id) };
    },
  );

  /**
   * Uploaded avatars, public. Names are random and never reused, so they cache for a year. On S3
   * too the bytes are streamed from here rather than redirected to a signed URL: a signed URL
   * changes on every request, so browsers and CDNs could never reuse what they cached, while
   * this one address stays cacheable for a year (avatars are at most 2 MB).
   */
  const anyone = { ...publicAccess, allowBanned: true, allowUnverified: true };
  app.get(
    '/uploads/avatars/:file',
    {
      config: anyone,
      schema: {
        summary: 'An uploaded avatar',
        params: fileParams,
        response: { 200: avatarFile },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const found = await avatars.file(file);
      if (!found) throw notFound();
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(found.stream);
    },
  );
};
