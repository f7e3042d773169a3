import type { Menu } from '@common/menus/menu';
import type { PublicSettings } from '@common/settings/site-settings';
import type { Theme } from '@common/themes/theme';
import { DEFAULT_THEMES } from '../appearance';
import { DEFAULT_SEO_TEMPLATES, type SeoTemplates } from '../seo';

/** Settings the client never sees: credentials and server-side switches. */
export interface PrivateSettings {
  mail: { from_address: string; from_name: string; contact_address: string };
  recaptcha_secret: { secret_key: string; verify_url: string };
  /**
   * OAuth client and provider endpoints per service; the endpoints default to the real providers
   * and can point at another server (tests use a local OAuth2 server). email_url: only Envato.
   */
  social_credentials: Record<
    'google' | 'facebook' | 'twitter' | 'envato',
    {
      client_id: string;
      client_secret: string;
      authorize_url: string;
      token_url: string;
      userinfo_url: string;
      email_url: string;
      scope: string;
    }
  >;
  /**
   * The payment gateways' credentials (admin settings, 'subscriptions' tab); secrets are
   * write-only. A gateway is used when enabled and its keys are set.
   */
  billing_gateways: {
    stripe: {
      enable: boolean;
      publishable_key: string;
      secret_key: string;
      webhook_secret: string;
    };
    paypal: {
      enable: boolean;
      client_id: string;
      client_secret: string;
      webhook_id: string;
      sandbox: boolean;
    };
  };
  themes_list: { all: Theme[] };
  logging: { keep_days: number };
  /**
   * Stored now, used by features of later issues (cache, queue, realtime, analytics, search,
   * video player, ratings). Saving them changes nothing else yet.
   */
  cache: { driver: 'memory' };
  queue: { driver: 'sync' };
  websockets: { enable: boolean };
  analytics: { tracking_code: string };
  search: { driver: 'database' };
  videos: { default_player: string };
  content: { ratings_scale: number };
  /**
   * Head tags of public pages per page type (spec 2.9 SEO page types): `seo.title.title`,
   * `seo.title.description` … with {{dotted.path}} placeholders (modules/seo/seo-templates.ts).
   */
  seo: SeoTemplates;
}

export type SiteSettings = Omit<PublicSettings, 'base_url'> & PrivateSettings;

/** Top-level keys of SiteSettings that stay on the server. */
export const PRIVATE_SETTING_GROUPS: ReadonlyArray<keyof PrivateSettings> = [
  'mail',
  'recaptcha_secret',
  'social_credentials',
  'billing_gateways',
  'themes_list',
  'logging',
  'cache',
  'queue',
  'websockets',
  'analytics',
  'search',
  'videos',
  'content',
  'seo',
];

const link = (
  id: string,
  label: string,
  action: string,
  extra: Partial<Menu['items'][number]> = {},
) => ({
  id,
  type: 'route' as const,
  label,
  action,
  ...extra,
});

export const DEFAULT_MENUS: Menu[] = [
  {
    id: 'primary',
    name: 'Primary',
    positions: ['navbar'],
    items: [
      link('movies', 'Movies', '/movies'),
      link('series', 'TV series', '/series'),
      link('people', 'People', '/people'),
      link('news', 'News', '/news'),
    ],
  },
  {
    id: 'account',
    name: 'Account',
    positions: ['auth-dropdown'],
    items: [
      link('admin', 'Admin area', '/admin', { icon: 'dashboard', permissions: ['admin.access'] }),
      // The profile page replaces the placeholder slug with the member's own (spec 2.8).
      link('profile', 'Your profile', '/user/{currentUserId}/profile', { icon: 'person' }),
      link('lists', 'Your lists', '/lists', { icon: 'list' }),
      link('watchlist', 'Watchlist', '/watchlist', { icon: 'bookmark' }),
      link('account-settings', 'Account settings', '/account-settings', { icon: 'settings' }),
    ],
  },
  {
    id: 'footer',
    name: 'Footer',
    positions: ['footer'],
    items: [
      link('about', 'About', '/pages/about'),
      link('contact', 'Contact', '/contact'),
      link('api', 'Developers', '/api-docs', {
        permissions: ['api.access'],
        settings: { 'api.integrated': true },
      }),
    ],
  },
  {
    id: 'footer-secondary',
    name: 'Footer secondary',
    positions: ['footer-secondary', 'auth-page-footer'],
    items: [
      link('privacy', 'Privacy policy', '/pages/privacy'),
      link('terms', 'Terms of service', '/pages/terms'),
    ],
  },
];

export const DEFAULT_SETTINGS: SiteSettings = {
  dates: { default_timezone: 'UTC', format: 'short' },
  cookie_notice: {
    enable: true,
    position: 'bottom',
    button: { label: 'Learn more', action: '/pages/privacy' },
  },
  menus: DEFAULT_MENUS,
  themes: { default_id: 1, user_change: true },
  require_email_confirmation: false,
  branding: {
    site_name: 'Cinedex',
    site_description: 'Films and TV series: ratings, reviews, cast and crew, trailers and lists.',
    logo_light: 'images/logo-light.svg',
    logo_dark: 'images/logo-dark.svg',
    logo_light_mobile: 'images/logo-light-mobile.svg',
    logo_dark_mobile: 'images/logo-dark-mobile.svg',
    favicon: 'favicon.svg',
  },
  registration: { disable: false, policies: [] },
  social: {
    google: { enable: false },
    facebook: { enable: false },
    twitter: { enable: false },
    envato: { enable: false },
    compact_buttons: false,
  },
  recaptcha: { site_key: '', enable: { register: false, contact: false, link_creation: false } },
  notif: { subs: { integrated: false } },
  notifications: { integrated: false },
  billing: { enable: false },
  api: { integrated: true },
  i18n: { enable: false, default_locale: 'en' },
  homepage: { type: 'default' },
  site: { demo: false },
  contact: { email: '' },
  ads: {
    disable: false,
    general_top: '',
    general_bottom: '',
    title_top: '',
    person_top: '',
    watch_top: '',
    off: {
      general_top: false,
      general_bottom: false,
      title_top: false,
      person_top: false,
      watch_top: false,
    },
  },
  landing: {
    headline: 'Every film and series, in one place',
    subheadline:
      'Browse the catalogue, rate what you watched, keep a watchlist and share lists with friends.',
    background: '',
    actions: [
      { label: 'Get started', action: '/register', variant: 'primary' },
      { label: 'Browse titles', action: '/movies', variant: 'secondary' },
    ],
    features: [
      { title: 'Discover', description: 'Trending titles, top rated films and new releases.' },
      { title: 'Rate and review', description: 'Score titles from 1 to 10 and write reviews.' },
      { title: 'Lists', description: 'Build lists, keep a watchlist and follow other members.' },
    ],
  },
  uploading: {
    max_size_mb: 2048,
    allowed_types: '',
    // Programs and server scripts: nothing a catalogue needs, and dangerous to pass around.
    blocked_types: 'exe,msi,bat,cmd,com,scr,sh,php,phtml,jar',
    chunk_size_mb: 5,
    resumable: true,
    direct_upload: true,
  },
  mail: { from_address: '', from_name: '', contact_address: '' },
  recaptcha_secret: {
    secret_key: '',
    verify_url: 'https://www.google.com/recaptcha/api/siteverify',
  },
  billing_gateways: {
    stripe: { enable: false, publishable_key: '', secret_key: '', webhook_secret: '' },
    paypal: { enable: false, client_id: '', client_secret: '', webhook_id: '', sandbox: true },
  },
  social_credentials: {
    google: {
      client_id: '',
      client_secret: '',
      authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth',
      token_url: 'https://oauth2.googleapis.com/token',
      userinfo_url: 'https://openidconnect.googleapis.com/v1/userinfo',
      email_url: '',
      scope: 'openid email profile',
    },
    facebook: {
      client_id: '',
      client_secret: '',
      authorize_url: 'https://www.facebook.com/v19.0/dialog/oauth',
      token_url: 'https://graph.facebook.com/v19.0/oauth/access_token',
      userinfo_url:
        'https://graph.facebook.com/v19.0/me?fields=id,name,email,first_name,last_name,picture.type(large)',
      email_url: '',
      scope: 'email public_profile',
    },
    twitter: {
      client_id: '',
      client_secret: '',
      authorize_url: 'https://twitter.com/i/oauth2/authorize',
      token_url: 'https://api.twitter.com/2/oauth2/token',
      userinfo_url:
        'https://api.twitter.com/2/users/me?user.fields=profile_image_url,confirmed_email',
      email_url: '',
      scope: 'users.read tweet.read users.email',
    },
    envato: {
      client_id: '',
      client_secret: '',
      authorize_url: 'https://api.envato.com/authorization',
      token_url: 'https://api.envato.com/token',
      userinfo_url: 'https://api.envato.com/v1/market/private/user/username.json',
      email_url: 'https://api.envato.com/v1/market/private/user/email.json',
      scope: '',
    },
  },
  themes_list: { all: DEFAULT_THEMES },
  logging: { keep_days: 14 },
  cache: { driver: 'memory' },
  queue: { driver: 'sync' },
  websockets: { enable: false },
  analytics: { tracking_code: '' },
  search: { driver: 'database' },
  videos: { default_player: 'native' },
  content: { ratings_scale: 10 },
  seo: DEFAULT_SEO_TEMPLATES,
};
