import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeMultipartInput,
  directEntryInput,
  fileEntryResponse,
  multipartCompleted,
  multipartCreateInput,
  multipartTarget,
  multipartUpload,
  presignedUpload,
  presignInput,
  signedPartUrls,
  signPartsInput,
  uploadedParts,
} from '@common/api/file-entries';
import { okResponse } from '@common/api/responses';
import { permissionAccess } from '../../http/route-access';
import { UPLOAD_PERMISSION } from './upload-policy';

const S3_ONLY =
  'Only when files are stored on S3 (the bootstrap data says so); 404 on a site keeping its ' +
  'files on local disk.';

/**
 * Direct-to-storage uploads (spec 7.8): the browser PUTs to presigned URLs; these calls sign,
 * list, complete and abort, then s3/entries creates the entry. Every call after the first is
 * refused (403) for a key that was not issued to the caller.
 */
export const s3DirectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { directUploads, rateLimits } = app.services;
  const access = permissionAccess(UPLOAD_PERMISSION, true);
  const limited = (name: 'uploads' | 'uploadParts') => ({
    ...access,
    rateLimit: {
      ...rateLimits.route(name),
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) => `${name}:${request.user?.id ?? request.ip}`,
    },
  });

  app.post(
    '/api/v1/s3/simple/presign',
    {
      config: limited('uploads'),
      schema: {
        summary: 'Direct upload: presign one PUT of the whole file',
        description: `Checked against the upload rules first (422 with the spec 5 message). The browser PUTs the file to \`url\` with Content-Type set to the mime sent here (when not empty). ${S3_ONLY}`,
        body: presignInput,
        response: { 200: presignedUpload },
      },
    },
    async (request) => directUploads.presign(request.user!, request.body, request.workspaceId),
  );

  app.post(
    '/api/v1/s3/multipart/create',
    {
      config: limited('uploads'),
      schema: {
        summary: 'Direct upload: start a multipart upload',
        description: `Checked against the upload rules first (422 with the spec 5 message). ${S3_ONLY}`,
        body: multipartCreateInput,
        response: { 200: multipartUpload },
      },
    },
    async (request) =>
      directUploads.createMultipart(request.user!, request.body, request.workspaceId),
  );

  app.post(
    '/api/v1/s3/multipart/batch-sign-part-urls',
    {
      config: limited('uploadParts'),
      schema: {
        summary: 'Direct upload: presign PUT URLs for up to 10 parts',
        description: `Each part is PUT to its URL; S3 answers its ETag header. ${S3_ONLY}`,
        body: signPartsInput,
        response: { 200: signedPartUrls },
      },
    },
    async (request) => directUploads.signParts(request.user!, request.body),
  );

  app.post(
    '/api/v1/s3/multipart/get-uploaded-parts',
    {
      config: limited('uploadParts'),
      schema: {
        summary: 'Direct upload: list the parts S3 holds (to resume)',
        description: S3_ONLY,
        body: multipartTarget,
        response: { 200: uploadedParts },
      },
    },
    async (request) => directUploads.uploadedParts(request.user!, request.body),
  );

  app.post(
    '/api/v1/s3/multipart/complete',
    {
      config: limited('uploadParts'),
      schema: {
        summary: 'Direct upload: join the parts into the file',
        description: S3_ONLY,
        body: completeMultipartInput,
        response: { 200: multipartCompleted },
      },
    },
    async (request) => directUploads.complete(request.user!, request.body),
  );

  app.post(
    '/api/v1/s3/multipart/abort',
    {
      config: limited('uploadParts'),
      schema: {
        summary: 'Direct upload: abort a multipart upload',
        description: S3_ONLY,
        body: multipartTarget,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await directUploads.abort(request.user!, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/v1/s3/entries',
    {
      config: limited('uploadParts'),
      schema: {
        summary: 'Direct upload: create the file entry of an uploaded object',
        description: `The object must exist with the announced size (HeadObject); then its bytes are checked as every upload's are. ${S3_ONLY}`,
        body: directEntryInput,
        response: { 200: fileEntryResponse },
      },
    },
    async (request) => ({
      fileEntry: await directUploads.createEntry(request.user!, request.body, request.workspaceId),
    }),
  );
};
