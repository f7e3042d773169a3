import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError, validationError } from '../../http/http-error';
import type { FileStorage } from '../../storage/file-storage';
import { PLAIN_UPLOAD_FIELDS } from './file-entry-schema';

/** The file part, streamed to storage under a temporary key. */
export interface ReceivedFile {
  key: string;
  name: string;
  mimetype: string;
  size: number;
  /** More bytes came than the size limit lets through: only the limit's worth were kept. */
  truncated: boolean;
}

export interface ReceivedUpload {
  file: ReceivedFile | null;
  fields: Record<string, unknown>;
}

export interface ReceiveOptions {
  storage: FileStorage;
  /** Bytes kept at most; one more than the largest allowed file, so oversize is detected. */
  fileSizeLimit: number;
  /** The check that can be made before the bytes (fields sent before the file are known). */
  beforeFile: (
    fields: Record<string, unknown>,
    file: { name: string; mimetype: string },
  ) => Promise<void>;
}

/** Where plain uploads wait for ingest; a crash mid-upload leaves only keys under this. */
const TEMPORARY_PREFIX = 'tmp/plain';

const MULTIPART_LIMITS = { files: 1, fields: 20, parts: 21, fieldSize: 64 * 1024 };

/** A failure of the multipart stream itself (limits, malformed or cut-off bodies): the client's. */
function multipartFailure(error: unknown): HttpError {
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_FILES_LIMIT') {
    return validationError({ file: ['Only one file can be uploaded at a time.'] });
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return validationError({ payload: ['The upload has too many fields.'] });
  }
  return new HttpError(400, 'The upload could not be read.');
}

/** Marks an error our own code threw, so it is answered as it is rather than as a bad body. */
class Passed extends Error {
  constructor(readonly original: unknown) {
    super('passed');
  }
}

const passing = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    throw new Passed(error);
  }
};

/**
 * Reads a multipart upload: text fields into a record, the `file` part streamed straight to
 * storage (never whole in memory). On any failure the stored bytes are deleted.
 */
export async function receivePlainUpload(
  request: FastifyRequest,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const { storage } = options;
  const fields: Record<string, unknown> = {};
  let file: ReceivedFile | null = null;
  try {
    const parts = request.parts({
      limits: { ...MULTIPART_LIMITS, fileSize: options.fileSizeLimit },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (PLAIN_UPLOAD_FIELDS.has(part.fieldname)) fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') {
        part.file.resume();
        continue;
      }
      // a part sent as application/octet-stream without a filename still counts as the file
      const name = part.filename ?? '';
      await passing(() => options.beforeFile(fields, { name, mimetype: part.mimetype }));
      const received: ReceivedFile = {
        key: `${TEMPORARY_PREFIX}/${randomUUID()}`,
        name,
        mimetype: part.mimetype,
        size: 0,
        truncated: false,
      };
      file = received;
      try {
        await storage.put(received.key, part.file);
      } catch (error) {
        // the body broke off (the client's problem, a 400) or storage failed (ours, a 500)
        const bodyBroke = part.file.errored !== null || request.raw.destroyed;
        throw bodyBroke ? error : new Passed(error);
      }
      received.size = part.file.bytesRead;
      received.truncated = part.file.truncated;
    }
  } catch (error) {
    if (file) await storage.delete(file.key).catch(() => undefined);
    throw error instanceof Passed ? error.original : multipartFailure(error);
  }
  return { file, fields };
}
