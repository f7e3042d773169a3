/**
 * Rules the catalogue's admin forms share with the server (titles, seasons, episodes, videos): a
 * calendar date, an uploaded file's address, an image address, and the number a new season or
 * episode gets.
 */

/** A real day written YYYY-MM-DD (2023-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const UPLOADED_FILE =
  /^\/?uploads\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(\.[A-Za-z0-9]{1,10})?$/i;

/** An uploaded file entry's url ('uploads/files/<uuid>', as stored, or with a leading '/'). */
export function isUploadedFileUrl(value: string): boolean {
  return UPLOADED_FILE.test(value);
}

const ART_PATH = /^\/?art\/[A-Za-z0-9/_.%?&=+-]+$/;

/**
 * An image the catalogue can show: an uploaded file's url ('uploads/files/<uuid>'), a generated
 * art path ('art/…' as stored, or '/art/…'), or an http(s) URL.
 */
export function isImageAddress(value: string): boolean {
  if (UPLOADED_FILE.test(value) || ART_PATH.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The number after the highest one taken (1 when none is, since 0 is kept for specials). */
export function nextNumber(taken: readonly number[]): number {
  const highest = taken.reduce((max, number) => Math.max(max, number), 0);
  return highest + 1;
}
