/**
 * Formatting of catalogue facts for display: runtimes, money, dates, ages, languages. Pure
 * functions of their input and a locale, so the pages and their tests agree.
 */
import {
  dateTimeFormat,
  displayNames,
  LANGUAGE_NAMES,
  LONG_UTC_DATE,
  MEDIUM_UTC_DATE,
  numberFormat,
  REGION_NAMES,
  wholeMoney,
} from '@client/i18n/intl-formatters';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 134 → '2h 14m', 60 → '1h', 45 → '45m'; nothing for a missing or zero runtime. */
export function formatRuntime(minutes: number | null | undefined): string | null {
  if (!minutes || minutes <= 0 || !Number.isFinite(minutes)) return null;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (!hours) return `${rest}m`;
  return rest ? `${hours}h ${rest}m` : `${hours}h`;
}

/** A video's length in seconds as a clock: 151 → '2:31', 3723 → '1:02:03'. */
export function formatDuration(seconds: number | null | undefined): string | null {
  if (!seconds || seconds <= 0 || !Number.isFinite(seconds)) return null;
  const total = Math.round(seconds);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const secs = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** Budgets and revenues are whole US dollars: 150000000 → '$150,000,000'; nothing for 0. */
export function formatMoney(
  amount: number | null | undefined,
  locale = 'en',
  currency = 'USD',
): string | null {
  if (!amount || amount <= 0 || !Number.isFinite(amount)) return null;
  return numberFormat(locale, wholeMoney(currency)).format(amount);
}

export function formatNumber(value: number, locale = 'en'): string {
  return numberFormat(locale).format(value);
}

const COMPACT: Intl.NumberFormatOptions = { notation: 'compact' };

/** A count as the locale shortens it: 197898 → '198K' in English, '198 k' in French. */
export function formatCompactNumber(value: number, locale = 'en'): string {
  return numberFormat(locale, COMPACT).format(value);
}

/**
 * A calendar date ('2019-05-30' or a full ISO timestamp) as words in the locale, read in UTC so
 * a date never slips to the day before in western time zones.
 */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const match = DATE_ONLY.exec(value);
  const date = match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(
  value: string | null | undefined,
  locale = 'en',
  style: 'long' | 'medium' = 'long',
): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return dateTimeFormat(locale, style === 'long' ? LONG_UTC_DATE : MEDIUM_UTC_DATE).format(date);
}

/** The year of a date string, or null. */
export function yearOf(value: string | null | undefined): number | null {
  return parseDate(value)?.getUTCFullYear() ?? null;
}

/**
 * Whole years between a birth date and a death date, or today for the living; null when the
 * birth date is unknown or the result makes no sense.
 */
export function ageInYears(
  birthDate: string | null | undefined,
  until: string | Date | null | undefined = new Date(),
): number | null {
  const birth = parseDate(birthDate);
  const end = until instanceof Date ? until : parseDate(until ?? undefined);
  if (!birth || !end) return null;
  let age = end.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    end.getUTCMonth() < birth.getUTCMonth() ||
    (end.getUTCMonth() === birth.getUTCMonth() && end.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age >= 0 && age < 150 ? age : null;
}

function displayName(
  type: 'language' | 'region',
  code: string | null | undefined,
  locale: string,
): string | null {
  if (!code) return null;
  try {
    return (
      displayNames(locale, type === 'language' ? LANGUAGE_NAMES : REGION_NAMES).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** 'en' → 'English'; unknown codes are shown as they are. */
export const languageName = (code: string | null | undefined, locale = 'en') =>
  displayName('language', code, locale);

/** 'US' → 'United States'; unknown codes are shown as they are. */
export const countryName = (code: string | null | undefined, locale = 'en') =>
  displayName('region', code?.toUpperCase(), locale);

/** The 'S1 E2' label of an episode. */
export const episodeLabel = (season: number, episode: number) => `S${season} E${episode}`;

/** A title's name with its year, for headings and document titles: 'Heat (1995)'. */
export const titleWithYear = (title: { name: string; year: number | null }) =>
  title.year ? `${title.name} (${title.year})` : title.name;
