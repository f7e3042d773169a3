import { isApiError } from '@client/http/api-error';

/**
 * A refusal whose answer was read when it came: some uploaders drop their request (and with it
 * the answer) before they report the error.
 */
export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    readonly responseText: string,
  ) {
    super(`The server refused the upload (${status}).`);
    this.name = 'UploadRefused';
  }
}

/** The field whose messages describe the file itself; spec 5's avatar errors read it too. */
const FILE_FIELD = 'file';

function firstMessage(messages: unknown): string | null {
  const first = Array.isArray(messages) ? messages[0] : messages;
  return typeof first === 'string' && first !== '' ? first : null;
}

/**
 * Spec 8's extraction for an upload the server refused: the first message of the file's entry in
 * errors (or of the first field that has one), otherwise the response's message; null when the
 * answer says nothing ("backend message, or none").
 */
export function backendErrorMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors, message } = body as { errors?: unknown; message?: unknown };
  if (typeof errors === 'object' && errors !== null) {
    const byField = errors as Record<string, unknown>;
    const fromFile = firstMessage(byField[FILE_FIELD]);
    if (fromFile) return fromFile;
    for (const messages of Object.values(byField)) {
      const found = firstMessage(messages);
      if (found) return found;
    }
  }
  return typeof message === 'string' && message !== '' ? message : null;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string' || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The text of the answer an upload error carries, whichever library raised it. */
function responseTextOf(error: object): unknown {
  // tus-js-client's DetailedError
  const { originalResponse } = error as { originalResponse?: { getBody?: () => unknown } | null };
  if (originalResponse?.getBody) return originalResponse.getBody();
  // @uppy/xhr-upload (request) and @uppy/aws-s3's part uploads (source): the XMLHttpRequest
  const { request, source } = error as { request?: unknown; source?: unknown };
  for (const xhr of [request, source]) {
    if (typeof xhr === 'object' && xhr !== null && 'responseText' in xhr) {
      try {
        return (xhr as XMLHttpRequest).responseText;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** The message to show for a failed upload: what the server said, or null. */
export function uploadErrorMessage(error: unknown): string | null {
  if (isApiError(error)) return backendErrorMessage(error.body);
  if (error instanceof UploadRefused) return backendErrorMessage(parseJson(error.responseText));
  if (typeof error !== 'object' || error === null) return null;
  return backendErrorMessage(parseJson(responseTextOf(error)));
}
