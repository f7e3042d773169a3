import { describe, expect, it } from 'vitest';
import { uploadRestrictionError } from '@client/uploads/upload-rules';
import { uploadSettings } from './upload-fixtures';

const MiB = 1024 * 1024;
const pdf = { name: 'contract.pdf', size: 3 * MiB, mime: 'application/pdf', extension: 'pdf' };
const png = { name: 'poster.png', size: 3 * MiB, mime: 'image/png', extension: 'png' };

describe('uploadRestrictionError (spec 5)', () => {
  it("refuses a file over the site's maximum, naming it and the limit", () => {
    expect(uploadRestrictionError(pdf, uploadSettings({ max_size_mb: 2 }))).toEqual({
      message: '`:file` exceeds maximum allowed size of :size',
      values: { file: 'contract.pdf', size: '2 MB' },
    });
  });

  it('refuses a blocked type and a type outside the allowed list, by mime pattern or extension', () => {
    const notAllowed = { message: 'This file type is not allowed', values: {} };
    expect(uploadRestrictionError(pdf, uploadSettings({ blocked_types: 'PDF' }))).toEqual(
      notAllowed,
    );
    expect(uploadRestrictionError(pdf, uploadSettings({ allowed_types: 'image/*, .srt' }))).toEqual(
      notAllowed,
    );
    expect(
      uploadRestrictionError(png, uploadSettings({ allowed_types: 'image/*, .srt' })),
    ).toBeNull();
    expect(uploadRestrictionError(png, uploadSettings({ blocked_types: 'image/*' }))).toEqual(
      notAllowed,
    );
  });

  it("applies an input's narrower rules too", () => {
    const imagesOnly = { allowedTypes: ['image/*'] };
    expect(uploadRestrictionError(pdf, uploadSettings(), imagesOnly)?.message).toBe(
      'This file type is not allowed',
    );
    expect(uploadRestrictionError(png, uploadSettings(), imagesOnly)).toBeNull();
    expect(uploadRestrictionError(png, uploadSettings(), { maxFileSize: 2 * MiB })).toEqual({
      message: '`:file` exceeds maximum allowed size of :size',
      values: { file: 'poster.png', size: '2 MB' },
    });
    expect(uploadRestrictionError(png, uploadSettings(), { blockedTypes: ['.PNG'] })?.message).toBe(
      'This file type is not allowed',
    );
  });

  it("reports the site's refusal first", () => {
    expect(
      uploadRestrictionError(pdf, uploadSettings({ max_size_mb: 1 }), {
        allowedTypes: ['image/*'],
      }),
    ).toEqual({
      message: '`:file` exceeds maximum allowed size of :size',
      values: { file: 'contract.pdf', size: '1 MB' },
    });
  });
});
