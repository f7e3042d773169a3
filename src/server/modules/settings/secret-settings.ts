/**
 * Settings that hold credentials. They are write-only over HTTP: reads answer an empty string
 * plus a `secrets_set` flag, and saving an empty string keeps the stored value.
 */
const SECRET_NAME = /(^|[._])(password|secret|secret_key|client_secret|api_key)$/;

export function isSecretSetting(name: string): boolean {
  return SECRET_NAME.test(name);
}

export const SECRET_PLACEHOLDER = '';

export interface MaskedSettings {
  settings: Record<string, unknown>;
  secrets_set: Record<string, boolean>;
}

/** A deep copy of nested settings with every secret replaced by the placeholder. */
export function maskSecrets(settings: Record<string, unknown>, prefix = ''): MaskedSettings {
  const masked: Record<string, unknown> = {};
  const secretsSet: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(settings)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const child = maskSecrets(value as Record<string, unknown>, name);
      masked[key] = child.settings;
      Object.assign(secretsSet, child.secrets_set);
    } else if (isSecretSetting(name)) {
      masked[key] = SECRET_PLACEHOLDER;
      secretsSet[name] = typeof value === 'string' && value !== '';
    } else {
      masked[key] = structuredClone(value);
    }
  }
  return { settings: masked, secrets_set: secretsSet };
}
