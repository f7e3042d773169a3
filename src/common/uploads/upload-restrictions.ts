/**
 * Spec 5's upload restrictions, one implementation for the client's early check and the server's
 * real one, so both answer with the same messages.
 */

export const FILE_TOO_LARGE_MESSAGE = '`:file` exceeds maximum allowed size of :size';
export const FILE_TYPE_NOT_ALLOWED_MESSAGE = 'This file type is not allowed';

export interface UploadRestrictions {
  /** Bytes; null means no limit. */
  maxFileSize: number | null;
  /** Mime patterns ('image/*', 'video/mp4') or extensions ('pdf', '.srt'); empty allows any. */
  allowedTypes: string[];
  blockedTypes: string[];
}

export interface UploadCandidate {
  name: string;
  size: number;
  mime: string;
  extension: string;
}

/** A message with its placeholders' values: the client translates it, the server fills it in. */
export interface RestrictionMessage {
  message: string;
  values: Record<string, string>;
}

/** 'image/*, pdf ,.SRT' → ['image/*', 'pdf', 'srt']: trimmed, lower-cased, dots dropped. */
export function parseTypeList(text: string): string[] {
  return text
    .split(/[,\s]+/)
    .map((type) => type.trim().toLowerCase().replace(/^\./, ''))
    .filter(Boolean);
}

/** The extension of a file name, lower-cased without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  const base = fileName.slice(fileName.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

/** A type matches by mime pattern (with a '/', '*' as a wildcard subtype) or by extension. */
export function matchesType(type: string, file: Pick<UploadCandidate, 'mime' | 'extension'>) {
  const mime = file.mime.toLowerCase();
  if (type.includes('/')) {
    const [group, subtype] = type.split('/');
    return subtype === '*' ? mime.startsWith(`${group}/`) : mime === type;
  }
  return file.extension.toLowerCase() === type;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** 1536 → '1.5 KB', 104857600 → '100 MB' (binary units, as file managers show them). */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

/** The first restriction the file breaks, or null when it may be uploaded. */
export function restrictionError(
  file: UploadCandidate,
  restrictions: UploadRestrictions,
): RestrictionMessage | null {
  const { maxFileSize, allowedTypes, blockedTypes } = restrictions;
  if (maxFileSize !== null && file.size > maxFileSize) {
    return {
      message: FILE_TOO_LARGE_MESSAGE,
      values: { file: file.name, size: formatFileSize(maxFileSize) },
    };
  }
  const allowed = allowedTypes.length === 0 || allowedTypes.some((t) => matchesType(t, file));
  if (!allowed || blockedTypes.some((t) => matchesType(t, file))) {
    return { message: FILE_TYPE_NOT_ALLOWED_MESSAGE, values: {} };
  }
  return null;
}

/** Fills ':name' placeholders (longest names first, so ':file' never eats ':filename'). */
export function fillMessage({ message, values }: RestrictionMessage): string {
  return Object.keys(values)
    .sort((a, b) => b.length - a.length)
    .reduce((text, key) => text.replaceAll(`:${key}`, values[key]!), message);
}
