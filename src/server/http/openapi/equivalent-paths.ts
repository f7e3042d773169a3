import type { OpenAPIV3_1 } from 'openapi-types';

type Paths = OpenAPIV3_1.PathsObject;

const PARAM = /\{([^}]+)\}/g;
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;

const shapeOf = (path: string) => path.replace(PARAM, '{}');
const paramNames = (path: string) => [...path.matchAll(PARAM)].map((match) => match[1]!);

type Operation = NonNullable<OpenAPIV3_1.PathItemObject['get']>;

function renamePathParameters(operation: Operation, names: Map<string, string>): Operation {
  const parameters = operation.parameters?.map((parameter) =>
    '$ref' in parameter || parameter.in !== 'path'
      ? parameter
      : { ...parameter, name: names.get(parameter.name) ?? parameter.name },
  );
  return parameters ? { ...operation, parameters } : operation;
}

/**
 * OpenAPI holds `/tags/{id}` and `/tags/{ids}` to be the same path, which a document may list
 * only once; routes may name their parameters as they like (GET one id, DELETE a list of ids),
 * so such paths are merged under the first one's names (only the position reaches the server).
 */
export function mergeEquivalentPaths(paths: Paths): Paths {
  const merged: Paths = {};
  const firstByShape = new Map<string, string>();
  for (const [path, item] of Object.entries(paths)) {
    const first = firstByShape.get(shapeOf(path));
    if (first === undefined) {
      firstByShape.set(shapeOf(path), path);
      merged[path] = item;
      continue;
    }
    const wanted = paramNames(first);
    const names = new Map(paramNames(path).map((name, index) => [name, wanted[index]!]));
    const target: OpenAPIV3_1.PathItemObject = { ...merged[first] };
    for (const method of HTTP_METHODS) {
      const operation = item?.[method];
      if (operation) target[method] = renamePathParameters(operation, names);
    }
    merged[first] = target;
  }
  return merged;
}
