import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/http-error';
import { publicAccess, userAccess } from '../../http/route-access';
import { PUBLIC_UPLOAD_FILE } from '../../storage/public-upload-store';
import { AVATAR_MAX_BYTES } from './avatar-config';
import { readAvatarInput } from './avatar-input';
import { resolveTargetUser } from './user-target';

const fileParams = z.strictObject({ file: z.string().regex(PUBLIC_UPLOAD_FILE) });

export async function avatarRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
  });
  const { avatars } = app.services;

  /** POST users/{id}/avatar: multipart `file`, or a `url` the server downloads → {user}. */
  app.post('/api/v1/users/:id/avatar', { config: userAccess }, async (request) => {
    const { user } = await resolveTargetUser(request);
    const input = await readAvatarInput(request);
    return { user: await avatars.replace(user.id, input) };
  });

  /** DELETE users/{id}/avatar → {user}. */
  app.delete('/api/v1/users/:id/avatar', { config: userAccess }, async (request) => {
    const { user } = await resolveTargetUser(request);
    return { user: await avatars.remove(user.id) };
  });

  /** Uploaded avatars, public. Names are random and never reused, so they cache for a year. */
  const anyone = { ...publicAccess, allowBanned: true, allowUnverified: true };
  app.get('/uploads/avatars/:file', { config: anyone }, async (request, reply) => {
    const parsed = fileParams.safeParse(request.params);
    const found = parsed.success ? await avatars.file(parsed.data.file) : null;
    if (!found) throw notFound();
    return reply
      .header('content-type', found.contentType)
      .header('content-length', found.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(createReadStream(found.path));
  });
}
