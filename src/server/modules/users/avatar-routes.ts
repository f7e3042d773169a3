import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userResponse } from '@common/api/users';
import { notFound, validationError } from '../../http/http-error';
import { publicAccess, userAccess } from '../../http/route-access';
import { PUBLIC_UPLOAD_FILE, PublicUploadStore } from '../../storage/public-upload-store';
import { AVATAR_MAX_BYTES, NOT_AN_IMAGE, avatarUrlFetcherFor } from './avatar-config';
import { readAvatarInput } from './avatar-input';
import { AvatarFetchError, AvatarUrlFetcher } from './avatar-url-fetcher';
import { createUserAccountService } from './create-user-account-service';
import { sniffImageType } from './image-type';
import { resolveTargetUser, targetUserParams } from './user-target';

const URL_MESSAGES = {
  'invalid-url': 'Please enter a valid http or https URL.',
  unreachable: 'Could not load an image from this URL.',
  'too-large': NOT_AN_IMAGE,
} as const;

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
  const accounts = createUserAccountService(app);
  const uploads = new PublicUploadStore(app.config.storageDir);
  const strictFetcher = new AvatarUrlFetcher({ maxBytes: AVATAR_MAX_BYTES });

  async function download(url: string): Promise<Buffer> {
    try {
      return await avatarUrlFetcherFor(app.services, strictFetcher).fetch(url);
    } catch (error) {
      if (error instanceof AvatarFetchError)
        throw validationError({ url: [URL_MESSAGES[error.reason]] });
      throw error;
    }
  }

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
      const field = 'file' in input ? 'file' : 'url';
      const bytes = 'file' in input ? input.file : await download(input.url);
      const type = sniffImageType(bytes);
      if (!type) throw validationError({ [field]: [NOT_AN_IMAGE] });
      return { user: await accounts.replaceAvatar(user.id, bytes, type) };
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
      return { user: await accounts.removeAvatar(user.id) };
    },
  );

  /** Uploaded avatars, public. Names are random and never reused, so they cache for a year. */
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
      const found = PUBLIC_UPLOAD_FILE.test(file) ? await uploads.find('avatars', file) : null;
      if (!found) throw notFound();
      return reply
        .header('content-type', found.contentType)
        .header('content-length', found.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(createReadStream(found.path));
    },
  );
};
