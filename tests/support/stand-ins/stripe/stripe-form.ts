/** A form field as Stripe reads it: nested objects and arrays of strings. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Reads Stripe's encoding of nested parameters (`a[b][0][c]=v`, the SDK's form bodies and GET
 * query strings) into objects; keys that are all indexes become arrays.
 */
export function parseStripeForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [
      match[1] as string,
      ...[...(match[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? ''),
    ];
    let node: FormObject = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (typeof next !== 'object' || Array.isArray(next)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, toArrays(value[key] as FormValue)] as const);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** Typed readers over a parsed form, for the route handlers. */
export const field = {
  string(form: FormObject | undefined, key: string): string | undefined {
    const value = form?.[key];
    return typeof value === 'string' ? value : undefined;
  },
  object(form: FormObject | undefined, key: string): FormObject | undefined {
    const value = form?.[key];
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  },
  list(form: FormObject | undefined, key: string): FormValue[] {
    const value = form?.[key];
    return Array.isArray(value) ? value : [];
  },
  strings(form: FormObject | undefined, key: string): string[] {
    return field.list(form, key).filter((v): v is string => typeof v === 'string');
  },
  objects(form: FormObject | undefined, key: string): FormObject[] {
    return field
      .list(form, key)
      .filter((v): v is FormObject => typeof v === 'object' && !Array.isArray(v));
  },
  integer(form: FormObject | undefined, key: string): number | undefined {
    const value = field.string(form, key);
    return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
  },
  boolean(form: FormObject | undefined, key: string): boolean | undefined {
    const value = field.string(form, key);
    return value === undefined ? undefined : value === 'true';
  },
  /** Metadata: string values; '' removes a key, as at Stripe. */
  metadata(form: FormObject | undefined, key: string): Record<string, string> | undefined {
    const value = field.object(form, key);
    if (!value) return undefined;
    return Object.fromEntries(
      Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
  },
};
