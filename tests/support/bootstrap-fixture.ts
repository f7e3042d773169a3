import type { BootstrapData } from '@common/bootstrap/bootstrap-data';
import type { User } from '@common/users/user';
import { DEFAULT_THEMES } from '@server/modules/appearance/default-themes';
import { DEFAULT_SETTINGS } from '@server/modules/settings/default-settings';
import { setBootstrapData } from '@client/app/bootstrap-store';

export function buildUserFixture(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    name: 'Ada Lovelace',
    first_name: 'Ada',
    last_name: 'Lovelace',
    image: null,
    email: 'ada@example.com',
    email_verified_at: '2026-01-01T00:00:00.000Z',
    banned_at: null,
    language: 'en',
    country: null,
    timezone: null,
    created_at: '2026-01-01T00:00:00.000Z',
    roles: [{ id: 2, name: 'users' }],
    permissions: [{ name: 'titles.view', restrictions: [] }],
    subscriptions: [],
    social_profiles: [],
    two_factor_confirmed_at: null,
    unread_notifications_count: 0,
    ...overrides,
  };
}

/** A complete bootstrap payload as the server would embed it; override what a test needs. */
export function buildBootstrapFixture(overrides: Partial<BootstrapData> = {}): BootstrapData {
  const {
    mail: _m,
    recaptcha_secret: _r,
    social_credentials: _s,
    themes_list: _t,
    logging: _l,
    ...publicSettings
  } = structuredClone(DEFAULT_SETTINGS);
  return {
    base_url: 'http://localhost:3000',
    base_path: '/',
    csrf_token: 'test-token',
    settings: { ...publicSettings, base_url: 'http://localhost:3000' },
    user: null,
    guest_role: { id: 1, name: 'guests', permissions: [{ name: 'titles.view', restrictions: [] }] },
    i18n: { language: 'en', name: 'English', lines: {} },
    themes: structuredClone(DEFAULT_THEMES),
    is_mobile_device: false,
    loaders: {},
    ...overrides,
  };
}

/** Installs a bootstrap payload in the client store, as main.tsx does at start. */
export function installBootstrap(overrides: Partial<BootstrapData> = {}): BootstrapData {
  const data = buildBootstrapFixture(overrides);
  setBootstrapData(data);
  return data;
}
