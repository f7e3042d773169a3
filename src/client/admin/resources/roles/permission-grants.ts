import type { GrantedPermission } from '@common/permissions/permission';

/** Grants with `name` switched on (appended without restrictions) or off. */
export function toggleGrant(
  grants: GrantedPermission[],
  name: string,
  enabled: boolean,
): GrantedPermission[] {
  const without = grants.filter((grant) => grant.name !== name);
  return enabled ? [...without, { name, restrictions: [] }] : without;
}

/** The value of one restriction of a granted permission, null when unset. */
export function restrictionValue(
  grants: GrantedPermission[],
  name: string,
  restriction: string,
): number | null {
  const grant = grants.find((item) => item.name === name);
  return grant?.restrictions.find((item) => item.name === restriction)?.value ?? null;
}

/**
 * Grants with one restriction of `name` set from a number field's text: empty clears it (no limit),
 * anything else is kept as a whole number of at least 0.
 */
export function setRestriction(
  grants: GrantedPermission[],
  name: string,
  restriction: string,
  text: string,
): GrantedPermission[] {
  const parsed = text.trim() === '' ? null : Math.max(0, Math.trunc(Number(text)));
  const value = parsed === null || Number.isNaN(parsed) ? null : parsed;
  return grants.map((grant) => {
    if (grant.name !== name) return grant;
    const others = grant.restrictions.filter((item) => item.name !== restriction);
    return {
      ...grant,
      restrictions: value === null ? others : [...others, { name: restriction, value }],
    };
  });
}
