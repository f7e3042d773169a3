import { describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueAs } from '@server/db/unique-violation';
import { InvalidError } from '@server/domain/errors';

const taken = () => new InvalidError({ number: ['The number has already been taken.'] });

describe('unique violations', () => {
  it('are recognised from SQLite and PostgreSQL error codes', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it('become the field error a lost race deserves; other errors pass through', async () => {
    const race = Promise.reject(Object.assign(new Error('UNIQUE failed'), { code: '23505' }));
    await expect(race.catch(uniqueAs(taken))).rejects.toBeInstanceOf(InvalidError);
    const other = new Error('disk full');
    await expect(Promise.reject(other).catch(uniqueAs(taken))).rejects.toBe(other);
  });
});
