/** Minor-unit digits of an ISO 4217 currency (2 for EUR, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    const format = new Intl.NumberFormat('en', { style: 'currency', currency });
    return format.resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * Our integer minor units as PayPal's decimal string (999 EUR → "9.99"), with integer
 * arithmetic only: money never passes through a float.
 */
export function toPaypalValue(amount: number, currency: string): string {
  const digits = currencyDigits(currency);
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${text}`;
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** PayPal's decimal string as integer minor units ("9.99" EUR → 999); null when unreadable. */
export function fromPaypalValue(value: string | undefined, currency: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const digits = currencyDigits(currency);
  const fraction = (match[3] ?? '').padEnd(digits, '0').slice(0, digits);
  const amount = Number(`${match[2]}${fraction}`);
  return match[1] === '-' && amount !== 0 ? -amount : amount;
}
