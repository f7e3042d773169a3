import { describe, expect, it } from 'vitest';
import {
  restrictionValue,
  setRestriction,
  toggleGrant,
} from '@client/admin/resources/roles/permission-grants';
import { cleanGrants, rolePayload } from '@client/admin/resources/roles/role-record';

const grants = [
  { name: 'titles.view', restrictions: [] },
  { name: 'lists.create', restrictions: [{ name: 'count', value: 5 }] },
];

describe('permission grants of the role and user forms', () => {
  it('switches a permission on without restrictions and off again', () => {
    const on = toggleGrant(grants, 'api.access', true);
    expect(on.at(-1)).toEqual({ name: 'api.access', restrictions: [] });
    expect(toggleGrant(on, 'api.access', false)).toEqual(grants);
    expect(
      toggleGrant(grants, 'titles.view', true).filter((g) => g.name === 'titles.view'),
    ).toHaveLength(1);
  });

  it('sets, replaces and clears a restriction from the number field text', () => {
    expect(restrictionValue(grants, 'lists.create', 'count')).toBe(5);
    const changed = setRestriction(grants, 'lists.create', 'count', '12');
    expect(restrictionValue(changed, 'lists.create', 'count')).toBe(12);
    expect(changed[1]!.restrictions).toHaveLength(1);
    expect(
      restrictionValue(
        setRestriction(grants, 'lists.create', 'count', '-3'),
        'lists.create',
        'count',
      ),
    ).toBe(0);
    expect(
      restrictionValue(
        setRestriction(grants, 'lists.create', 'count', '2.7'),
        'lists.create',
        'count',
      ),
    ).toBe(2);
    const cleared = setRestriction(grants, 'lists.create', 'count', '');
    expect(cleared[1]!.restrictions).toEqual([]);
    expect(restrictionValue(cleared, 'lists.create', 'count')).toBeNull();
    expect(setRestriction(grants, 'titles.view', 'count', '4')[0]!.restrictions).toEqual([
      { name: 'count', value: 4 },
    ]);
  });

  it('sends only the fields the API accepts, without empty restriction values', () => {
    expect(
      rolePayload({
        id: 3,
        name: 'Editors',
        description: '',
        default: true,
        users_count: 4,
        permissions: [{ name: 'lists.create', restrictions: [{ name: 'count', value: null }] }],
      }),
    ).toEqual({
      name: 'Editors',
      description: null,
      default: true,
      guests: false,
      permissions: [{ name: 'lists.create', restrictions: [] }],
    });
    expect(cleanGrants(grants)).toEqual(grants);
  });
});
