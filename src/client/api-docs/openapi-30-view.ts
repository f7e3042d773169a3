/**
 * The API's OpenAPI 3.1 document, restated in OpenAPI 3.0 for Swagger UI alone. Swagger UI
 * prepares a 3.1 document several times slower than a 3.0 one (it converts the whole of it
 * first; swagger-ui#10250): ours took about 4 s on an idle desktop and 13 s with the CPU
 * throttled 4×, against under a second as 3.0. The served document stays 3.1; this copy only
 * restates the JSON Schema 2020-12 the route schemas produce in the 3.0 dialect:
 *
 * - `type: [T, 'null']` and an `anyOf` branch of `{type: 'null'}` become `nullable: true`;
 * - `const: v` becomes `enum: [v]`;
 * - a numeric `exclusiveMinimum` / `exclusiveMaximum` becomes the bound with the boolean flag;
 * - `propertyNames` (a record's key schema, always a string here) is dropped.
 */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const isObject = (value: Json): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullSchema = (value: Json) =>
  isObject(value) && value.type === 'null' && Object.keys(value).length === 1;

/** Values that are data, not schemas: kept as they are. */
const LITERALS = new Set(['enum', 'default', 'example', 'examples']);
/** Maps of names to schemas: each schema is restated, the map itself is not a schema. */
const SCHEMA_MAPS = new Set(['properties', 'schemas']);

function schemaFor30(schema: JsonObject): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (LITERALS.has(key)) result[key] = value;
    else if (SCHEMA_MAPS.has(key) && isObject(value)) {
      result[key] = Object.fromEntries(
        Object.entries(value).map(([name, entry]) => [name, restate(entry)]),
      );
    } else result[key] = restate(value);
  }

  if (Array.isArray(result.type)) {
    const types = result.type.filter((type) => type !== 'null');
    if (types.length < result.type.length) result.nullable = true;
    if (types.length === 1) result.type = types[0]!;
    else delete result.type;
  }
  for (const keyword of ['anyOf', 'oneOf'] as const) {
    const branches = result[keyword];
    if (!Array.isArray(branches) || !branches.some(isNullSchema)) continue;
    const others = branches.filter((branch) => !isNullSchema(branch));
    result.nullable = true;
    if (others.length === 1 && isObject(others[0]!)) {
      delete result[keyword];
      Object.assign(result, { ...others[0], ...result });
    } else {
      result[keyword] = others;
    }
  }
  if ('const' in result) {
    result.enum = [result.const!];
    delete result.const;
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof result[exclusive] === 'number') {
      result[bound] = result[exclusive];
      result[exclusive] = true;
    }
  }
  delete result.propertyNames;
  return result;
}

/**
 * Restates every object below `value`. Only schemas carry the keywords changed here (operations,
 * responses and the like have none of them), so every object is treated as one.
 */
function restate(value: Json): Json {
  if (Array.isArray(value)) return value.map(restate);
  if (!isObject(value)) return value;
  return schemaFor30(value);
}

export function openApi30View(document: object): object {
  const restated = restate(document as JsonObject) as JsonObject;
  return { ...restated, openapi: '3.0.3' };
}
