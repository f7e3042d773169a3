import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileEntryResponse } from '@common/api/file-entries';
import { permissionAccess, publicAccess } from '../../http/route-access';
import type { TusRequestContext } from './tus-upload-service';
import { UPLOAD_PERMISSION } from './upload-policy';

const UPLOAD_PATH = '/api/v1/tus/upload';
const UPLOAD_URL_PATH = `${UPLOAD_PATH}/:id`;
const TUS_CHUNK = 'application/offset+octet-stream';

const uploadParams = z.strictObject({ id: z.string().describe('The id ending the upload URL') });

/** Documented, not enforced here: tus validates its own headers. */
const tusHeaders = {
  'tus-resumable': z.string().optional().describe('The protocol version: 1.0.0'),
};
const creationHeaders = z.looseObject({
  ...tusHeaders,
  'upload-length': z.string().optional().describe('The file size in bytes (required)'),
  'upload-metadata': z
    .string()
    .optional()
    .describe(
      'Comma-separated `key base64(value)` pairs: name, clientName, clientExtension, clientMime, ' +
        'clientSize, and the extras disk, parentId, workspaceId, relativePath',
    ),
});
const chunkHeaders = z.looseObject({
  ...tusHeaders,
  'upload-offset': z.string().optional().describe('Where this chunk starts (HEAD answers it)'),
  'content-type': z.string().optional().describe(TUS_CHUNK),
});

const noBody = (description: string) => z.null().describe(description);

const finishInput = z.strictObject({
  uploadKey: z.string().min(1).describe('The id ending the upload URL'),
});

/**
 * Resumable uploads (spec 7.8): tus 1.0 at tus/upload, answered by @tus/server once the route has
 * checked the caller (the global hooks: session, XSRF, permission) and that the upload is theirs;
 * then tus/entries turns a complete upload into a file entry. PATCH also arrives as POST with
 * X-HTTP-Method-Override: PATCH, which the app's rewriteUrl routes here before any hook.
 */
export const tusRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tusUploads, rateLimits } = app.services;
  const access = permissionAccess(UPLOAD_PERMISSION, true);
  const perUser = (name: 'uploads' | 'uploadParts') => ({
    ...rateLimits.route(name),
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
  });

  // Chunks stay unread: tus streams them from the raw request into its store.
  app.addContentTypeParser(TUS_CHUNK, (_request, _payload, done) => done(null));

  /** Hands the request to tus with what the hooks set on the reply (security headers, cookies). */
  async function passToTus(
    request: FastifyRequest,
    reply: FastifyReply,
    context: Omit<TusRequestContext, 'onServerError'>,
  ): Promise<void> {
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('x-request-id', request.id);
    reply.hijack();
    await tusUploads.handle(request.raw, reply.raw, {
      ...context,
      onServerError: (error) => request.log.error({ err: error }, 'a resumable upload failed'),
    });
  }

  app.options(
    UPLOAD_PATH,
    {
      config: publicAccess,
      schema: {
        summary: 'Resumable upload: what the server supports (tus OPTIONS)',
        response: { 204: noBody('Tus-Version, Tus-Extension and Tus-Max-Size headers') },
      },
    },
    (request, reply) => passToTus(request, reply, {}),
  );

  app.post(
    UPLOAD_PATH,
    {
      config: { ...access, rateLimit: perUser('uploads') },
      schema: {
        summary: 'Resumable upload: create one (tus POST)',
        description:
          'Refused before any byte with 422 and the spec 5 message when the rules, the target ' +
          'folder or the space quota do not allow the file. May carry the first chunk. Then ' +
          '`HEAD` on the upload URL (Location) answers Upload-Offset, `PATCH` sends chunks, and ' +
          '`POST tus/entries` makes the file entry.',
        headers: creationHeaders,
        response: { 201: noBody('Created: Location holds the upload URL') },
      },
    },
    async (request, reply) => {
      const stamp = await tusUploads.prepareCreation(request.user!, {
        uploadLength: request.headers['upload-length'] as string | undefined,
        metadata: request.headers['upload-metadata'] as string | undefined,
        workspaceId: request.workspaceId,
      });
      await passToTus(request, reply, { stamp });
    },
  );

  app.head(
    UPLOAD_URL_PATH,
    {
      config: access,
      schema: {
        summary: 'Resumable upload: how much has arrived (tus HEAD)',
        params: uploadParams,
        response: { 200: noBody('Upload-Offset and Upload-Length headers') },
      },
    },
    async (request, reply) => {
      const { storeId } = await tusUploads.ownUpload(request.user!, request.params.id);
      await passToTus(request, reply, { storeId });
    },
  );

  app.patch(
    UPLOAD_URL_PATH,
    {
      config: { ...access, rateLimit: perUser('uploadParts') },
      schema: {
        summary: 'Resumable upload: send a chunk (tus PATCH)',
        description:
          '409 when Upload-Offset is not where the upload stands, 423 while another request ' +
          'holds the upload. Also sent as POST with X-HTTP-Method-Override: PATCH.',
        params: uploadParams,
        headers: chunkHeaders,
        response: { 204: noBody('Upload-Offset holds the new offset') },
      },
    },
    async (request, reply) => {
      const { storeId } = await tusUploads.ownUpload(request.user!, request.params.id);
      await passToTus(request, reply, { storeId });
    },
  );

  app.delete(
    UPLOAD_URL_PATH,
    {
      config: access,
      schema: {
        summary: 'Resumable upload: cancel it (tus DELETE)',
        params: uploadParams,
        response: { 204: noBody('The upload and its bytes are gone') },
      },
    },
    async (request, reply) => {
      const { storeId } = await tusUploads.ownUpload(request.user!, request.params.id);
      await passToTus(request, reply, { storeId });
    },
  );

  app.post(
    '/api/v1/tus/entries',
    {
      config: { ...access, rateLimit: perUser('uploadParts') },
      schema: {
        summary: 'Resumable upload: create the file entry of a complete upload',
        body: finishInput,
        response: { 200: fileEntryResponse },
      },
    },
    async (request) => ({
      fileEntry: await tusUploads.finish(request.user!, request.body.uploadKey),
    }),
  );
};
