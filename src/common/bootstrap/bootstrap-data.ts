import type { I18nBootstrap } from '../i18n/translations';
import type { Role } from '../permissions/permission';
import type { PublicSettings } from '../settings/site-settings';
import type { Theme } from '../themes/theme';
import type { User } from '../users/user';

/** The initial data the server embeds in index.html and returns from login, logout and registration. */
export interface BootstrapData {
  /** Absolute public URL of the site, base path included, without a trailing slash. */
  base_url: string;
  /** Path the app is served under: '/' or '/sub/path/' (always with a trailing slash). */
  base_path: string;
  csrf_token: string;
  settings: PublicSettings;
  user: User | null;
  guest_role: Role | null;
  i18n: I18nBootstrap;
  themes: Theme[];
  is_mobile_device: boolean;
  /** First data of the requested route, keyed by query key, so the first render needs no round trip. */
  loaders: Record<string, unknown>;
}

/** id of the <script type="application/json"> element holding the bootstrap data. */
export const BOOTSTRAP_ELEMENT_ID = 'bootstrap-data';
