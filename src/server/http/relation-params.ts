import { z } from 'zod';
import type { Relations } from '../domain/relations';
import { commaList } from './validation';

/** A comma-joined list of relation names, each one the resource knows (422 otherwise). */
function relationNames<Name extends string>(param: string, known: readonly Name[]) {
  const message = known.length
    ? `The ${param} param may only name: ${known.join(', ')}.`
    : `The ${param} param names no relation here.`;
  return commaList.transform((names, ctx) => {
    if (names.some((name) => !(known as readonly string[]).includes(name))) {
      ctx.addIssue({ code: 'custom', message });
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
export function relationParamsFor<Include extends string = never, Count extends string = never>(
  include: readonly Include[],
  count: readonly Count[] = [],
) {
  return {
    with: relationNames('with', include),
    load: relationNames('load', include),
    loadCount: relationNames('loadCount', count),
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
