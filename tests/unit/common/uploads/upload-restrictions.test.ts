import { describe, expect, it } from 'vitest';
import {
  extensionOf,
  fillMessage,
  formatFileSize,
  matchesType,
  parseTypeList,
  restrictionError,
} from '@common/uploads/upload-restrictions';
import { multipartChunkSize } from '@common/uploads/upload-limits';

const MiB = 1024 * 1024;
const png = { name: 'poster.png', size: 2 * MiB, mime: 'image/png', extension: 'png' };
const none = { maxFileSize: null, allowedTypes: [], blockedTypes: [] };

describe('spec 5 upload restrictions', () => {
  it('parses type lists: trimmed, lower-cased, leading dots dropped', () => {
    expect(parseTypeList(' image/*, .PDF ,srt\nvideo/mp4 ')).toEqual([
      'image/*',
      'pdf',
      'srt',
      'video/mp4',
    ]);
    expect(parseTypeList('')).toEqual([]);
  });

  it('matches by mime pattern, exact mime or extension', () => {
    expect(matchesType('image/*', png)).toBe(true);
    expect(matchesType('image/png', png)).toBe(true);
    expect(matchesType('image/jpeg', png)).toBe(false);
    expect(matchesType('png', png)).toBe(true);
    expect(matchesType('video/*', png)).toBe(false);
    expect(matchesType('imag/*', { mime: 'image/png', extension: 'png' })).toBe(false);
  });

  it('refuses a file over the maximum size with the name and the limit in the message', () => {
    const error = restrictionError(png, { ...none, maxFileSize: MiB });
    expect(error).toEqual({
      message: '`:file` exceeds maximum allowed size of :size',
      values: { file: 'poster.png', size: '1 MB' },
    });
    expect(fillMessage(error!)).toBe('`poster.png` exceeds maximum allowed size of 1 MB');
    expect(restrictionError(png, { ...none, maxFileSize: 2 * MiB })).toBeNull();
  });

  it('refuses types outside the allowed list or inside the blocked list', () => {
    const notAllowed = { message: 'This file type is not allowed', values: {} };
    expect(restrictionError(png, { ...none, allowedTypes: ['video/*', 'pdf'] })).toEqual(
      notAllowed,
    );
    expect(restrictionError(png, { ...none, allowedTypes: ['image/*'] })).toBeNull();
    expect(restrictionError(png, { ...none, blockedTypes: ['png'] })).toEqual(notAllowed);
    expect(
      restrictionError(png, { ...none, allowedTypes: ['image/*'], blockedTypes: ['image/png'] }),
    ).toEqual(notAllowed);
  });

  it('formats sizes in binary units and reads extensions', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(100 * MiB)).toBe('100 MB');
    expect(formatFileSize(2048 * MiB)).toBe('2 GB');
    expect(extensionOf('Trailer.Final.MP4')).toBe('mp4');
    expect(extensionOf('photos/2024/.hidden')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('fills the longest placeholder first', () => {
    expect(
      fillMessage({ message: ':file and :filename', values: { file: 'a', filename: 'b' } }),
    ).toBe('a and b');
  });
});

describe('spec 9 multipart chunk size', () => {
  it('is 20 MiB, or size/10000 when that is larger, never below 5 MiB', () => {
    expect(multipartChunkSize(0)).toBe(20 * MiB);
    expect(multipartChunkSize(150 * MiB)).toBe(20 * MiB);
    expect(multipartChunkSize(500 * 1024 * MiB)).toBe(Math.ceil((500 * 1024 * MiB) / 10000));
  });
});
