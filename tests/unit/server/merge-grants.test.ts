import { describe, expect, it } from 'vitest';
import { mergeGrants } from '@server/modules/permissions/permission-repository';

const row = (
  name: string,
  type: 'user' | 'role',
  restrictions: Array<{ name: string; value: number | null }> = [],
) => ({
  name,
  permissionable_type: type,
  restrictions: JSON.stringify(restrictions),
});

describe('mergeGrants', () => {
  it('keeps one entry per permission', () => {
    expect(mergeGrants([row('titles.view', 'role'), row('titles.view', 'role')])).toEqual([
      { name: 'titles.view', restrictions: [] },
    ]);
  });

  it('lets a direct user grant win over role grants', () => {
    const merged = mergeGrants([
      row('lists.create', 'role', [{ name: 'count', value: 50 }]),
      row('lists.create', 'user', [{ name: 'count', value: 3 }]),
      row('lists.create', 'role', [{ name: 'count', value: 80 }]),
    ]);
    expect(merged).toEqual([{ name: 'lists.create', restrictions: [{ name: 'count', value: 3 }] }]);
  });

  it('takes the most generous role value, and no value means no limit', () => {
    expect(
      mergeGrants([
        row('lists.create', 'role', [{ name: 'count', value: 5 }]),
        row('lists.create', 'role', [{ name: 'count', value: 9 }]),
      ]),
    ).toEqual([{ name: 'lists.create', restrictions: [{ name: 'count', value: 9 }] }]);
    expect(
      mergeGrants([
        row('lists.create', 'role', [{ name: 'count', value: 5 }]),
        row('lists.create', 'role', []),
      ]),
    ).toEqual([{ name: 'lists.create', restrictions: [] }]);
  });
});
