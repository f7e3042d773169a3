import { Metadata, type Upload } from '@tus/server';
import { z } from 'zod';
import { extensionOf } from '@common/uploads/upload-restrictions';
import { InvalidError } from '../../domain/errors';
import { zodErrorsToFields } from '../../http/validation';
import type { ClientFile, UploadTarget } from './file-entry-service';
import { uploadTargetInput, uploadTargetOf } from './upload-target-input';

const text = (max: number) => z.string().trim().max(max).optional();

/**
 * Upload-Metadata as the spec's client sends it (spec 7.8): name, clientName, clientExtension,
 * clientMime, clientSize, plus extras; `filename`/`filetype` are what other tus clients send.
 */
const clientMetadata = uploadTargetInput.extend({
  name: text(255),
  clientName: text(255),
  filename: text(255),
  clientMime: text(191),
  filetype: text(191),
  clientExtension: text(32),
});

/** What the server writes on a new upload, over whatever the client sent under those keys. */
export interface TusStamp extends Record<string, string> {
  ownerId: string;
  name: string;
  clientMime: string;
  clientExtension: string;
  disk: UploadTarget['disk'];
  parentId: string;
  workspaceId: string;
  relativePath: string;
}

export interface TusClientFile {
  file: ClientFile;
  target: UploadTarget;
}

/** The client's file and target from the Upload-Metadata header; 422 when it cannot be read. */
export function parseTusMetadata(
  header: string | undefined,
  size: number,
  requestWorkspaceId: number,
): TusClientFile {
  let pairs: Record<string, string | null>;
  try {
    pairs = Metadata.parse(header);
  } catch {
    throw new InvalidError({ metadata: ['The Upload-Metadata header is malformed.'] });
  }
  const values = Object.fromEntries(
    Object.entries(pairs).flatMap(([key, value]) => (value === null ? [] : [[key, value]])),
  );
  const parsed = clientMetadata.safeParse(values);
  if (!parsed.success) throw new InvalidError(zodErrorsToFields(parsed.error));
  const input = parsed.data;
  const name = input.clientName || input.name || input.filename;
  if (!name) throw new InvalidError({ name: ['The file name is required.'] });
  return {
    file: {
      name,
      size,
      mime: input.clientMime || input.filetype || '',
      extension: (input.clientExtension || extensionOf(name)).toLowerCase(),
    },
    target: uploadTargetOf(input, requestWorkspaceId),
  };
}

export function tusStamp(ownerId: number, { file, target }: TusClientFile): TusStamp {
  return {
    ownerId: String(ownerId),
    name: file.name,
    clientMime: file.mime ?? '',
    clientExtension: file.extension ?? '',
    disk: target.disk,
    parentId: target.parentId === null ? '' : String(target.parentId),
    workspaceId: String(target.workspaceId),
    relativePath: target.relativePath ?? '',
  };
}

/** Whose upload this is, from its stamp; null for an upload without one. */
export function tusOwnerOf(upload: Upload): number | null {
  const owner = Number(upload.metadata?.ownerId);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
}

/** The file and target stamped on a finished upload, for the entry it becomes. */
export function tusStampedFile(upload: Upload): TusClientFile {
  const metadata = upload.metadata ?? {};
  const size = upload.size ?? upload.offset;
  const name = metadata.name ?? 'upload';
  return {
    file: {
      name,
      size,
      mime: metadata.clientMime ?? '',
      extension: metadata.clientExtension || extensionOf(name),
    },
    target: {
      disk: metadata.disk === 'public' ? 'public' : 'uploads',
      parentId: metadata.parentId ? Number(metadata.parentId) : null,
      workspaceId: Number(metadata.workspaceId ?? 0),
      relativePath: metadata.relativePath || null,
    },
  };
}
