// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DirectUploadNames } from '@server/modules/uploads/s3-direct-keys';

describe('DirectUploadNames', () => {
  const issuedAt = new Date('2026-11-25T10:00:00.000Z');
  const names = new DirectUploadNames(randomBytes(32), () => issuedAt);

  it('issues version 4 UUIDs, never the same twice', () => {
    const issued = new Set(Array.from({ length: 200 }, () => names.issue(7)));
    expect(issued.size).toBe(200);
    for (const name of issued) {
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });

  it('recognises a name as issued to its user only', () => {
    const name = names.issue(7);
    expect(names.isIssuedTo(7, name)).toBe(true);
    expect(names.isIssuedTo(8, name)).toBe(false);
    expect(new DirectUploadNames(randomBytes(32)).isIssuedTo(7, name)).toBe(false);
  });

  it('refuses a name changed in any digit, and names it never issued', () => {
    const name = names.issue(7);
    for (let i = 0; i < name.length; i++) {
      if (name[i] === '-' || i === 14 || i === 19) continue;
      const changed = `${name.slice(0, i)}${name[i] === '0' ? '1' : '0'}${name.slice(i + 1)}`;
      expect(names.isIssuedTo(7, changed), changed).toBe(false);
    }
    expect(names.isIssuedTo(7, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(names.isIssuedTo(7, 'not-a-uuid')).toBe(false);
  });

  it('tells when a name was issued', () => {
    expect(names.issuedAt(names.issue(1))).toEqual(issuedAt);
    expect(names.issuedAt('poster.png')).toBeNull();
  });
});
