import { commaList } from './validation';

interface Relations {
  /** What `with` and `load` may name: the relations the answer includes. */
  include?: readonly string[];
  /** What `loadCount` may name: the relations the answer counts (`<relation>_count`). */
  count?: readonly string[];
}

function relationNames(param: string, allowed: readonly string[]) {
  const message = allowed.length
    ? `The ${param} param may only name: ${allowed.join(', ')}.`
    : `The ${param} param names no relation here.`;
  return commaList.refine((names) => names.every((name) => allowed.includes(name)), { message });
}

/**
 * The relation params (spec 7.1; the admin's react-admin `meta`) of a route that answers a
 * resource with the given relations. A name the route cannot answer is a 422, never dropped.
 */
export function relationQuery({ include = [], count = [] }: Relations) {
  return {
    with: relationNames('with', include),
    load: relationNames('load', include),
    loadCount: relationNames('loadCount', count),
  };
}
