import type { DataProvider } from 'react-admin';

/**
 * Resources whose API lives at another path than their name: the users resource talks to the
 * admin routes (admin/users…), never to the own-account routes at users/{id}; the files page
 * (spec 2.9 /admin/files) lists the file entries.
 */
export const RESOURCE_PATHS: Record<string, string> = {
  users: 'admin/users',
  files: 'file-entries',
};

/**
 * The data provider with resource names mapped to their API paths before each call. Answers
 * stay keyed by the last path segment ('admin/users' → 'user'), as singularKey reads them.
 */
export function withResourcePaths(
  provider: DataProvider,
  paths: Record<string, string> = RESOURCE_PATHS,
): DataProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (resource: unknown, ...rest: unknown[]) =>
        (value as (...args: unknown[]) => unknown).call(
          target,
          typeof resource === 'string' ? (paths[resource] ?? resource) : resource,
          ...rest,
        );
    },
  });
}
