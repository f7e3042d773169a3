/**
 * What a route needs, declared on every API route as `config: { access }`:
 * 'public' (anyone), 'user' (logged in), or a permission name (guests use the guest role).
 */
export type RouteAccess = 'public' | 'user' | { permission: string; login?: boolean };

export const publicAccess = { access: 'public' } as const;
export const userAccess = { access: 'user' } as const;
export const permissionAccess = (permission: string, login = false) =>
  ({ access: { permission, login } }) as const;
