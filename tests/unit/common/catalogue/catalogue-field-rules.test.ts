import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isImageAddress,
  nextNumber,
} from '@common/catalogue/catalogue-field-rules';

describe('isCalendarDate', () => {
  it('takes real days written YYYY-MM-DD', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1999-12-31')).toBe(true);
  });

  it('refuses days that do not exist and other formats', () => {
    for (const value of [
      '2023-02-29',
      '2023-02-30',
      '2023-13-01',
      '2023-00-10',
      '2023-1-5',
      '05/01/2023',
      '2023-01-01T00:00:00Z',
      '',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});

describe('isImageAddress', () => {
  it('takes uploaded files, art paths and http(s) URLs', () => {
    for (const value of [
      'uploads/files/0b9d5a8e-3f1c-4c2e-9a57-2f4b1c6d8e90',
      'art/poster/12.svg?t=Jaws&s=1975',
      '/art/still/3.svg',
      'https://image.example.com/p.jpg',
      'http://localhost:3000/x.png',
    ]) {
      expect(isImageAddress(value), value).toBe(true);
    }
  });

  it('refuses other schemes, other local paths and malformed uploads', () => {
    for (const value of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'ftp://example.com/a.jpg',
      'uploads/files/../../secret',
      'uploads/files/not-a-uuid',
      '/etc/passwd',
      'poster.jpg',
    ]) {
      expect(isImageAddress(value), value).toBe(false);
    }
  });
});

describe('nextNumber', () => {
  it('is 1 when nothing is taken, or only the specials (0)', () => {
    expect(nextNumber([])).toBe(1);
    expect(nextNumber([0])).toBe(1);
  });

  it('follows the highest number, gaps left as they are', () => {
    expect(nextNumber([1, 2, 3])).toBe(4);
    expect(nextNumber([7, 1])).toBe(8);
  });
});
