export type SettingValues = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** {a: {b: 1}} → {'a.b': 1}; lists stay whole, as the server stores them. */
export function flattenSettings(value: Record<string, unknown>, prefix = ''): SettingValues {
  const flat: SettingValues = {};
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) Object.assign(flat, flattenSettings(child, name));
    else flat[name] = child;
  }
  return flat;
}

/**
 * What a save sends: only the settings the admin changed. A secret is sent only when something
 * was typed, since an empty secret field means "keep the stored one".
 */
export function changedSettings(
  initial: SettingValues,
  current: SettingValues,
  secretNames: ReadonlySet<string>,
): SettingValues {
  const changed: SettingValues = {};
  for (const [name, value] of Object.entries(current)) {
    if (secretNames.has(name)) {
      if (typeof value === 'string' && value !== '') changed[name] = value;
    } else if (JSON.stringify(value) !== JSON.stringify(initial[name])) {
      changed[name] = value;
    }
  }
  return changed;
}
