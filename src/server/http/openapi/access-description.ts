import type { RouteAccess } from '../route-access';

/**
 * The line every operation's description ends with: who may call it, from the route's declared
 * access (the same declaration request-context.ts enforces).
 */
export function describeAccess(access: RouteAccess | undefined): string {
  if (access === undefined || access === 'public') {
    return '**Access:** anyone; no sign-in needed.';
  }
  if (access === 'user') return '**Access:** signed-in users.';
  const permission = `**Required permission:** \`${access.permission}\``;
  return access.login
    ? `${permission}, signed in.`
    : `${permission}; no sign-in needed when the guest role holds it.`;
}

/** Whether a visitor without a session or token may get through (the guest role decides). */
export function allowsVisitors(access: RouteAccess | undefined): boolean {
  if (access === undefined || access === 'public') return true;
  return access !== 'user' && !access.login;
}
