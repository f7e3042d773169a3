export interface TimezoneOption {
  value: string;
  label: string;
}

/** Timezones grouped by region, the first segment of the IANA name ('Europe/Paris' → Europe). */
export type GroupedTimezones = Record<string, TimezoneOption[]>;

/** Intl leaves UTC out of its list, yet it is the default timezone setting. */
const EXTRA_ZONES = ['UTC'];

/** Offsets change with daylight saving time, so the labelled list is rebuilt every hour. */
const LABELS_TTL_MS = 60 * 60 * 1000;

let zones: string[] | null = null;
let grouped: { builtAt: number; value: GroupedTimezones } | null = null;

function allZones(): string[] {
  zones ??= [...EXTRA_ZONES, ...Intl.supportedValuesOf('timeZone')];
  return zones;
}

/** 'GMT+05:30' → 'UTC+05:30'; 'GMT' → 'UTC+00:00'. */
function utcOffset(zone: string): string {
  const part = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(new Date())
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace(/^GMT/, '') || '+00:00';
  return `UTC${offset}`;
}

function label(zone: string): string {
  const place = zone.includes('/') ? zone.slice(zone.indexOf('/') + 1) : zone;
  return `${place.replaceAll('_', ' ').replaceAll('/', ' / ')} (${utcOffset(zone)})`;
}

export function groupedTimezones(): GroupedTimezones {
  if (!grouped || Date.now() - grouped.builtAt > LABELS_TTL_MS) {
    const value: GroupedTimezones = {};
    for (const zone of allZones()) {
      const region = zone.split('/')[0]!;
      (value[region] ??= []).push({ value: zone, label: label(zone) });
    }
    grouped = { builtAt: Date.now(), value };
  }
  return grouped.value;
}

/** Listed zones, and the aliases Intl also accepts (Asia/Kolkata beside ICU's Asia/Calcutta). */
export function isKnownTimezone(zone: string): boolean {
  if (allZones().includes(zone)) return true;
  if (!/^[A-Za-z]+(\/[A-Za-z0-9_+-]+){1,2}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
