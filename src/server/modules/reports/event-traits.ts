import { createHmac } from 'node:crypto';
import Bowser from 'bowser';

/**
 * What an event is broken down by, read from the request in plain functions (the reports'
 * dimensions): the device and browser of a user agent, an external referrer's host, a page's
 * normalised path and the title or person it shows, and the daily visitor id.
 */

export type Device = 'desktop' | 'mobile' | 'tablet' | 'other';

/** Longest path and browser name kept (the columns' widths). */
export const MAX_PATH_LENGTH = 255;
const MAX_BROWSER_LENGTH = 64;
const MAX_HOST_LENGTH = 255;

/** The device type and browser name of a user agent ('other' and '' when unknown or empty). */
export function deviceAndBrowser(userAgent: string | undefined): {
  device: Device;
  browser: string;
} {
  if (!userAgent?.trim()) return { device: 'other', browser: '' };
  const parsed = Bowser.parse(userAgent);
  const type = parsed.platform.type;
  const device: Device =
    type === 'desktop' || type === 'mobile' || type === 'tablet' ? type : 'other';
  return { device, browser: (parsed.browser.name ?? '').slice(0, MAX_BROWSER_LENGTH) };
}

/**
 * The referrer's host when it is another site; '' for a direct visit, our own host or anything
 * that is not an http(s) URL.
 */
export function referrerHost(referrer: string | undefined, ownHost: string): string {
  if (!referrer) return '';
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  if (!host || host === ownHost.toLowerCase().replace(/^www\./, '')) return '';
  return host.slice(0, MAX_HOST_LENGTH);
}

/**
 * A page path as the reports count it: no query or fragment, no trailing slash, at most 255
 * characters; null when it is not a site path (no leading '/', '//' or longer than the input
 * allows).
 */
export function normalisePath(path: string): string | null {
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return (trimmed || '/').slice(0, MAX_PATH_LENGTH);
}

/** Paths not counted: the admin area and the API (only public pages are visits). */
export function isCountedPath(path: string): boolean {
  return !/^\/(admin|api)(\/|$)/.test(path);
}

/** The title or person a public page shows: /titles/{id}/…, /people/{id}/…. */
export function pageModel(path: string): { titleId: number | null; personId: number | null } {
  const match = /^\/(titles|people)\/(\d{1,9})(\/|$)/.exec(path);
  const id = match ? Number(match[2]) : 0;
  if (!match || id < 1) return { titleId: null, personId: null };
  return match[1] === 'titles' ? { titleId: id, personId: null } : { titleId: null, personId: id };
}

/** A 2-letter country code from the trusted proxy's header, upper case; '' for anything else. */
export function countryCode(header: string | undefined): string {
  const code = header?.trim().toUpperCase() ?? '';
  // Cloudflare's XX (unknown) and T1 (Tor) are not countries
  return /^[A-Z]{2}$/.test(code) && code !== 'XX' && code !== 'T1' ? code : '';
}

/**
 * The visitor's id for one day: a keyed hash of the day, IP and user agent, truncated. No raw IP
 * is stored and the id changes every day, so one visitor cannot be followed across days (hence
 * a range's unique visitors are the sum of its days').
 */
export function visitorId(
  salt: Buffer,
  day: string,
  ip: string,
  userAgent: string | undefined,
): string {
  return createHmac('sha256', salt)
    .update(`${day}\n${ip}\n${userAgent ?? ''}`)
    .digest('base64url')
    .slice(0, 22);
}
