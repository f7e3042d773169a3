import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isConventionField } from '../../http/convention-params';
import { HttpError, validationError } from '../../http/http-error';
import { NOT_AN_IMAGE } from './avatar-config';
import type { AvatarInput } from './avatar-service';

const urlField = z
  .string({ message: 'The url must be text.' })
  .trim()
  .min(1, 'Please enter an image URL.')
  .max(2048, 'The URL may not be longer than 2048 characters.');

const jsonSchema = z.strictObject({ url: urlField });

const notAnImage = () => validationError({ file: [NOT_AN_IMAGE] });

/** A multipart error: too large or too many parts means "not an acceptable image". */
function multipartFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413) return notAnImage();
  return new HttpError(400, 'The upload could not be read.');
}

async function readMultipart(request: FastifyRequest): Promise<AvatarInput> {
  let file: Buffer | null = null;
  let url: string | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume();
          continue;
        }
        file = await part.toBuffer();
      } else if (part.fieldname === 'url') {
        url = typeof part.value === 'string' ? part.value : null;
      } else if (!isConventionField(part.fieldname)) {
        throw validationError({
          [part.fieldname]: [`The ${part.fieldname} field is not allowed.`],
        });
      }
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  if (file) return { file };
  if (url !== null) return { url: z.object({ url: urlField }).parse({ url }).url };
  throw notAnImage();
}

/** POST users/{id}/avatar: multipart with `file` (or `url`), or JSON with `url`. */
export async function readAvatarInput(request: FastifyRequest): Promise<AvatarInput> {
  if (request.isMultipart()) return readMultipart(request);
  const body = request.body;
  if (!body || (typeof body === 'object' && Object.keys(body).length === 0)) throw notAnImage();
  // a ZodError is answered as every validation failure is: 422 with the field's messages
  return jsonSchema.parse(body);
}
