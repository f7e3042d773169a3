import type { SiteSettings } from '../../settings';

/** What every message shows of the site: its name, logo and home address. */
export interface MailBranding {
  siteName: string;
  /** Absolute URL, since mail clients have no base to resolve a relative one against. */
  logoUrl: string | null;
  siteUrl: string;
}

function absoluteUrl(appUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${appUrl}/${path.replace(/^\/+/, '')}`;
}

/** The dark logo, because the message body is light. */
export function mailBranding(settings: SiteSettings, appUrl: string): MailBranding {
  const { site_name, logo_dark } = settings.branding;
  return {
    siteName: site_name,
    logoUrl: logo_dark ? absoluteUrl(appUrl, logo_dark) : null,
    siteUrl: appUrl,
  };
}
