import type { PublicSettings } from '@common/settings/site-settings';
import { InvalidError } from '../../domain/errors';
import { DEFAULT_SETTINGS, PRIVATE_SETTING_GROUPS, type SiteSettings } from './default-settings';
import type { SettingsRepository } from './settings-repository';

type Flat = Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** {a: {b: 1}} → {'a.b': 1}; arrays are leaves (menus, policies are stored whole). */
export function flattenSettings(value: Record<string, unknown>, prefix = ''): Flat {
  const flat: Flat = {};
  for (const [key, child] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(child)) Object.assign(flat, flattenSettings(child, name));
    else flat[name] = child;
  }
  return flat;
}

/** Applies stored dotted values onto a deep copy of the defaults; unknown names are ignored. */
export function applyStoredSettings(defaults: SiteSettings, stored: Flat): SiteSettings {
  const result = structuredClone(defaults) as unknown as Record<string, unknown>;
  const known = flattenSettings(result);
  for (const [name, value] of Object.entries(stored)) {
    if (!(name in known)) continue;
    const keys = name.split('.');
    let node = result;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    node[keys[keys.length - 1]!] = value;
  }
  return result as unknown as SiteSettings;
}

/**
 * Site settings (spec 3): typed defaults overlaid with what admins stored. Kept in memory and
 * reloaded after every write, so a saved setting takes effect at once.
 */
export class SettingsService {
  private cache: SiteSettings | null = null;

  /**
   * `directUploadAvailable`: files are stored on S3, so the browser can upload to the bucket;
   * on local disk the public settings never offer direct uploads, whatever is stored.
   */
  constructor(
    private readonly repository: SettingsRepository,
    private readonly facts: { directUploadAvailable: boolean } = { directUploadAvailable: false },
  ) {}

  async all(): Promise<SiteSettings> {
    this.cache ??= applyStoredSettings(DEFAULT_SETTINGS, await this.repository.all());
    return this.cache;
  }

  async publicSettings(baseUrl: string): Promise<PublicSettings> {
    const settings = { ...(await this.all()) } as Partial<SiteSettings>;
    for (const group of PRIVATE_SETTING_GROUPS) delete settings[group];
    const uploading = settings.uploading!;
    return {
      ...(settings as Omit<PublicSettings, 'base_url'>),
      uploading: {
        ...uploading,
        direct_upload: uploading.direct_upload && this.facts.directUploadAvailable,
      },
      base_url: baseUrl,
    };
  }

  /** Saves dotted names, e.g. {'registration.disable': true}; unknown names are refused. */
  async save(values: Flat): Promise<SiteSettings> {
    const known = flattenSettings(DEFAULT_SETTINGS as unknown as Record<string, unknown>);
    const unknown = Object.keys(values).filter((name) => !(name in known));
    if (unknown.length) {
      throw new InvalidError({ payload: [`Unknown settings: ${unknown.join(', ')}`] });
    }
    await this.repository.upsertMany(values);
    this.cache = null;
    return this.all();
  }

  /**
   * A server-only value kept beside the settings but outside them (no admin form reads or
   * changes it), e.g. the Web Push VAPID keys; created with `create` the first time it is asked
   * for. Every instance of a scaled-out site reads the same value: the first writer wins.
   */
  async internalValue<T>(name: string, create: () => T): Promise<T> {
    const stored = await this.repository.read(name);
    if (stored !== undefined) return stored as T;
    await this.repository.insertIfAbsent(name, create());
    return (await this.repository.read(name)) as T;
  }
}
