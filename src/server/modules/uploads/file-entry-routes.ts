import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileEntryPage, fileEntryResponse } from '@common/api/file-entries';
import { messageResponse } from '@common/api/responses';
import { extensionOf } from '@common/uploads/upload-restrictions';
import { notFound, validationError } from '../../http/http-error';
import { paginationResponse } from '../../http/pagination';
import { permissionAccess, publicAccess, userAccess } from '../../http/route-access';
import { fileEntryListQuery } from './file-entry-list-query';
import {
  deleteFileEntriesInput,
  fileEntryIdParams,
  fileNameParams,
  readPlainUploadFields,
  restoreFileEntriesInput,
} from './file-entry-schema';
import { serveFileEntry } from './file-serving';
import { receivePlainUpload } from './plain-upload';
import { UPLOAD_PERMISSION } from './upload-policy';

const BROWSE_ACCESS =
  '\n\nNeeds `files.create` (your own files) or `files.update` (everyone’s files).';

/** The bytes themselves (or, on S3, a redirect to a signed URL). */
const fileBytes = z
  .instanceof(Readable)
  .meta({ type: 'string', format: 'binary', description: 'The file, or a range of it' });

/** Entry file names are UUIDs; anything else is answered 404 without a lookup. */
const ENTRY_FILE_NAME = /^[A-Za-z0-9-]{1,64}$/;

/** Spec 7.8: the plain upload, the file entries list, show, delete and restore, and the file route. */
export const fileEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  // the file size limit is set per request from the settings (throwFileSizeLimit off: the
  // route answers spec 5's size message itself)
  await app.register(multipart, { throwFileSizeLimit: false });
  const { fileEntries, fileStorage, rateLimits } = app.services;

  app.post(
    '/api/v1/file-entries',
    {
      config: {
        ...permissionAccess(UPLOAD_PERMISSION, true),
        rateLimit: {
          ...rateLimits.route('uploads'),
          hook: 'preHandler',
          keyGenerator: (request) => `uploads:${request.user?.id ?? request.ip}`,
        },
      },
      schema: {
        summary: 'Upload a file',
        description:
          'A multipart form: `file`, `clientMime`, `clientExtension`, and `metadata` (a JSON ' +
          'object, or fields of the same names) with `relativePath` (the missing folders are ' +
          'created), `disk` (`uploads`, private, by default; or `public`) and `parentId` (a ' +
          'folder). The bytes are checked against the upload rules (spec 5): 422 with ' +
          '`errors.file` otherwise.',
        response: { 200: fileEntryResponse },
      },
    },
    async (request) => {
      const user = request.user!;
      if (!request.isMultipart()) throw validationError({ file: ['The file field is required.'] });
      const { maxFileSize } = await fileEntries.uploadRestrictions();
      const received = await receivePlainUpload(request, {
        storage: fileStorage,
        // one byte over the largest allowed file is enough to know it is too large
        fileSizeLimit: maxFileSize === null ? Infinity : maxFileSize + 1,
        beforeFile: async (fields, file) => {
          const { clientMime, clientExtension, target } = readPlainUploadFields(
            fields,
            request.workspaceId,
          );
          await fileEntries.assertMayUpload(
            user,
            {
              name: file.name,
              size: 0,
              mime: clientMime ?? file.mimetype,
              extension: clientExtension,
            },
            target,
          );
        },
      });
      const file = received.file;
      if (!file) throw validationError({ file: ['The file field is required.'] });
      try {
        const { clientMime, clientExtension, target } = readPlainUploadFields(
          received.fields,
          request.workspaceId,
        );
        const clientFile = {
          name: file.name,
          size: file.size,
          mime: clientMime ?? file.mimetype,
          extension: clientExtension ?? extensionOf(file.name),
        };
        // cut off at the limit: answered with spec 5's size message
        if (file.truncated) await fileEntries.assertMayUpload(user, clientFile, target);
        return {
          fileEntry: await fileEntries.ingest(user, { key: file.key, file: clientFile, target }),
        };
      } catch (error) {
        await fileStorage.delete(file.key).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/v1/file-entries',
    {
      config: userAccess,
      schema: {
        summary: 'List file entries',
        description:
          'Your own files, or everyone’s with `files.update`, in the active workspace. Filters: ' +
          '`type` (one or a comma ' +
          'list), `owner` (user id), `workspace`, `date` (created, `from,to`: days or ISO ' +
          'times), `search` (or `query`: name, case-insensitive), `deleted=1` (the trash), ' +
          '`parentId` (0: the top level), `ids`; `orderBy` name, file_size, type, created_at, ' +
          'updated_at or id, with `orderDir`.' +
          BROWSE_ACCESS,
        querystring: fileEntryListQuery,
        response: { 200: fileEntryPage },
      },
    },
    async (request) => {
      const { query } = request;
      // the active workspace (spec 7.1's workspaceId) unless a workspace filter is given
      const workspace = query.workspace ?? (request.workspaceId || undefined);
      const { records, total } = await fileEntries.list(request.user!, { ...query, workspace });
      return paginationResponse(records, total, query.page, query.perPage);
    },
  );

  app.get(
    '/api/v1/file-entries/:id',
    {
      config: userAccess,
      schema: {
        summary: 'Get a file entry',
        description: 'Someone else’s entry answers 404.' + BROWSE_ACCESS,
        params: fileEntryIdParams,
        response: { 200: fileEntryResponse },
      },
    },
    async (request) => ({
      fileEntry: await fileEntries.show(request.user!, request.params.id),
    }),
  );

  app.post(
    '/api/v1/file-entries/delete',
    {
      config: userAccess,
      schema: {
        summary: 'Delete file entries',
        description:
          'Moves the entries (by `entryIds`, or by their urls in `paths`) and their folders’ ' +
          'contents to the trash; with `deleteForever` the rows and the bytes are gone. The ' +
          'owner or `files.update` only.' +
          BROWSE_ACCESS,
        body: deleteFileEntriesInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { body } = request;
      await fileEntries.delete(request.user!, body);
      return {
        message: body.deleteForever ? 'Files deleted.' : 'Files moved to the trash.',
      };
    },
  );

  app.post(
    '/api/v1/file-entries/restore',
    {
      config: userAccess,
      schema: {
        summary: 'Restore file entries from the trash',
        description:
          'Each entry comes back with what was trashed with it, and into its folders.' +
          BROWSE_ACCESS,
        body: restoreFileEntriesInput,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      await fileEntries.restore(request.user!, request.body.entryIds);
      return { message: 'Files restored.' };
    },
  );

  /**
   * An entry's bytes (its `url`): public entries to anyone, private ones to their owner and
   * files.update; anything else, trashed entries included, is 404 so names do not leak.
   */
  app.get(
    '/uploads/files/:fileName',
    {
      config: { ...publicAccess, allowBanned: true, allowUnverified: true },
      // ranges describe the stored bytes; media types do not compress anyway
      compress: false,
      schema: {
        summary: 'An uploaded file',
        params: fileNameParams,
        response: { 200: fileBytes, 206: fileBytes },
      },
    },
    async (request, reply) => {
      const { fileName } = request.params;
      const row = ENTRY_FILE_NAME.test(fileName)
        ? await fileEntries.fetchable(request.user, fileName)
        : null;
      if (!row) throw notFound();
      return serveFileEntry(request, reply, fileStorage, row);
    },
  );
};
