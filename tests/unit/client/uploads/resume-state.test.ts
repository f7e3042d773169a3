import { afterEach, describe, expect, it } from 'vitest';
import {
  fileFingerprint,
  forgetResumeState,
  readResumeState,
  resumeStateKey,
  saveResumeState,
} from '@client/uploads/resume-state';

const file = {
  name: 'feature.mp4',
  size: 734_003_200,
  lastModified: 1_700_000_000_000,
  type: 'video/mp4',
};

afterEach(() => localStorage.clear());

describe('the resume key', () => {
  it('is the same for the same file picked again', () => {
    expect(fileFingerprint({ ...file })).toBe(fileFingerprint(file));
    expect(resumeStateKey(fileFingerprint(file))).toBe(
      resumeStateKey(fileFingerprint({ ...file })),
    );
  });

  it('changes with the name, size, last change or type', () => {
    const key = fileFingerprint(file);
    expect(fileFingerprint({ ...file, name: 'feature (1).mp4' })).not.toBe(key);
    expect(fileFingerprint({ ...file, size: file.size + 1 })).not.toBe(key);
    expect(fileFingerprint({ ...file, lastModified: file.lastModified + 1 })).not.toBe(key);
    expect(fileFingerprint({ ...file, type: 'video/quicktime' })).not.toBe(key);
  });

  it('reads a File as the browser gives it', () => {
    const picked = new File(['x'], 'a.txt', { type: 'text/plain', lastModified: 5 });
    expect(fileFingerprint(picked)).toBe(
      fileFingerprint({ name: 'a.txt', size: 1, lastModified: 5, type: 'text/plain' }),
    );
  });
});

describe('the multipart resume state', () => {
  it('is kept in localStorage under the key and forgotten', () => {
    const fingerprint = fileFingerprint(file);
    saveResumeState(fingerprint, { uploadId: 'up-1', key: 'files/abc' });
    expect(JSON.parse(localStorage.getItem(resumeStateKey(fingerprint))!)).toEqual({
      uploadId: 'up-1',
      key: 'files/abc',
    });
    expect(readResumeState(fingerprint)).toEqual({ uploadId: 'up-1', key: 'files/abc' });

    forgetResumeState(fingerprint);
    expect(readResumeState(fingerprint)).toBeNull();
    expect(localStorage.getItem(resumeStateKey(fingerprint))).toBeNull();
  });

  it('ignores what it cannot read', () => {
    const fingerprint = fileFingerprint(file);
    localStorage.setItem(resumeStateKey(fingerprint), '{not json');
    expect(readResumeState(fingerprint)).toBeNull();
    localStorage.setItem(resumeStateKey(fingerprint), JSON.stringify({ uploadId: 7 }));
    expect(readResumeState(fingerprint)).toBeNull();
  });
});
