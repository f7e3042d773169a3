import type { Menu } from '../menus/menu';

export type HomepageType = 'default' | 'landing' | 'login' | 'register';
export type CookieNoticePosition = 'top' | 'bottom';
export const SOCIAL_SERVICES = ['google', 'facebook', 'twitter', 'envato'] as const;
export type SocialService = (typeof SOCIAL_SERVICES)[number];
export const RECAPTCHA_ACTIONS = ['register', 'contact', 'link_creation'] as const;
export type RecaptchaAction = (typeof RECAPTCHA_ACTIONS)[number];

export interface RegistrationPolicy {
  id: string;
  label: string;
  action?: string | null;
}

/**
 * Site settings as the client receives them in the bootstrap data (spec 3, Settings).
 * Private settings (secrets, credentials) never appear here.
 */
export interface PublicSettings {
  dates: { default_timezone: string; format: string };
  base_url: string;
  cookie_notice: {
    enable: boolean;
    position: CookieNoticePosition;
    button: { label: string; action: string };
  };
  menus: Menu[];
  themes: { default_id: number; user_change: boolean };
  require_email_confirmation: boolean;
  branding: {
    site_name: string;
    site_description: string;
    logo_light: string;
    logo_dark: string;
    logo_light_mobile: string;
    logo_dark_mobile: string;
    favicon: string;
  };
  registration: { disable: boolean; policies: RegistrationPolicy[] };
  social: Record<SocialService, { enable: boolean }> & { compact_buttons: boolean };
  recaptcha: { site_key: string; enable: Record<RecaptchaAction, boolean> };
  notif: { subs: { integrated: boolean } };
  notifications: { integrated: boolean };
  billing: { enable: boolean };
  api: { integrated: boolean };
  i18n: { enable: boolean; default_locale: string };
  homepage: { type: HomepageType };
  site: { demo: boolean };
  contact: { email: string };
  /** Ad slots (spec 2.8): admin-written HTML, shown in a sandboxed frame; empty = no ad. */
  ads: AdSettings;
  /** The landing page used when homepage.type is 'landing', and at /landing. */
  landing: LandingSettings;
  /** Upload rules (spec 5, 9); the client checks them first, the server enforces them. */
  uploading: UploadSettings;
}

export interface UploadSettings {
  /** Largest file in MB. */
  max_size_mb: number;
  /** Mime patterns or extensions, comma separated; empty allows every type not blocked. */
  allowed_types: string;
  blocked_types: string;
  /** Resumable (tus) chunk size in MB. */
  chunk_size_mb: number;
  /** Resumable uploads for files of 4 MB and more. */
  resumable: boolean;
  /**
   * Uploads go straight from the browser to the storage bucket. The bootstrap data sends it true
   * only when the setting is on and files are stored on S3.
   */
  direct_upload: boolean;
}

export const AD_SLOTS = [
  'general_top',
  'general_bottom',
  'title_top',
  'person_top',
  'watch_top',
] as const;
export type AdSlot = (typeof AD_SLOTS)[number];
/** Each slot's code, the switch for every ad at once, and each slot's own off switch. */
export type AdSettings = Record<AdSlot, string> & {
  disable: boolean;
  off: Record<AdSlot, boolean>;
};

export interface LandingSettings {
  headline: string;
  subheadline: string;
  /** Background image path or URL; empty = the trending titles' backdrops. */
  background: string;
  actions: Array<{ label: string; action: string; variant: 'primary' | 'secondary' }>;
  features: Array<{ title: string; description: string }>;
}
