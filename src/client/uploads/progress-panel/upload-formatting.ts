import { formatFileSize } from '@common/uploads/upload-restrictions';
import { numberFormat } from '@client/i18n/intl-formatters';

/** '1.5 MB/s'. */
export function formatSpeed(bytesPerSecond: number): string {
  return `${formatFileSize(Math.round(bytesPerSecond))}/s`;
}

/** '42 s', '3 min', '2 h' in the language's short units; minutes and hours rounded up. */
export function formatDuration(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(1, Math.ceil(seconds)), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  let format: Intl.NumberFormat;
  try {
    format = numberFormat(language, { style: 'unit', unit, unitDisplay: 'short' });
  } catch {
    format = numberFormat('en', { style: 'unit', unit, unitDisplay: 'short' });
  }
  return format.format(value);
}

/** '42%' ('42 %' in French). */
export function formatPercent(percentage: number, language: string): string {
  try {
    return numberFormat(language, { style: 'percent' }).format(percentage / 100);
  } catch {
    return `${percentage}%`;
  }
}
