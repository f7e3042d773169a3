export interface MenuItem {
  id: string;
  /** 'link' opens a URL (new tab when target is _blank); 'route' navigates inside the app. */
  type: 'link' | 'route';
  label: string;
  icon?: string | null;
  /** A URL or in-app path; may contain the {currentUserId} placeholder. */
  action: string;
  target?: '_blank' | '_self' | null;
  roles?: number[];
  permissions?: string[];
  /** Settings conditions: every named setting must equal the given value. */
  settings?: Record<string, unknown>;
  subscriptionStatus?: 'subscribed' | 'unsubscribed' | null;
}

export interface Menu {
  id: string;
  name: string;
  positions: string[];
  items: MenuItem[];
}

export const MENU_POSITIONS = [
  'navbar',
  'auth-dropdown',
  'auth-page-footer',
  'footer',
  'footer-secondary',
  'sidebar-primary',
  'sidebar-secondary',
  'mobile-bottom',
  'landing-page-navbar',
  'landing-page-footer',
] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];

export const CURRENT_USER_ID_PLACEHOLDER = '{currentUserId}';
