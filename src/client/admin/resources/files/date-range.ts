/**
 * The files list's `date` filter: 'from,to' days (either side may be empty), as the API reads
 * it. Nothing chosen is no filter.
 */
export function joinDateRange(from: string, to: string): string | undefined {
  return from || to ? `${from},${to}` : undefined;
}

export function splitDateRange(value: unknown): { from: string; to: string } {
  if (typeof value !== 'string') return { from: '', to: '' };
  const [from = '', to = ''] = value.split(',');
  return { from: from.trim(), to: to.trim() };
}
