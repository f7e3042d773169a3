import { z } from 'zod';
import type { Relations } from '../domain/relations';
import { commaList } from './validation';

/** A comma-joined list of relation names, each one the resource knows (422 otherwise). */
function relationNames<Name extends string>(known: readonly Name[]) {
  return commaList.transform((names, ctx) => {
    const unknown = names.filter((name) => !(known as readonly string[]).includes(name));
    if (unknown.length) {
      ctx.addIssue({
        code: 'custom',
        message: `Unknown relation: ${unknown.join(', ')}. Available: ${known.join(', ') || 'none'}.`,
      });
      return z.NEVER;
    }
    return [...new Set(names)] as Name[];
  });
}

/**
 * The relation params of spec 7.1 as a resource honours them (react-admin sends them from a
 * resource's `meta`): with and load name relations to include, loadCount relations to count.
 * Spread into the resource's query schema.
 */
export function relationParamsFor<Include extends string, Count extends string>(
  include: readonly Include[],
  count: readonly Count[],
) {
  return {
    with: relationNames(include),
    load: relationNames(include),
    loadCount: relationNames(count),
  };
}

/** What a request asked to include and to count, for the service. */
export function requestedRelations<Include extends string, Count extends string>(query: {
  with: Include[];
  load: Include[];
  loadCount: Count[];
}): Relations<Include, Count> {
  return { include: [...new Set([...query.with, ...query.load])], count: query.loadCount };
}
