/**
 * zod writes `z.number().int()` as an integer between ±Number.MAX_SAFE_INTEGER; those bounds
 * say nothing to a reader (and become every example's value), so the document drops them.
 */
export function dropSafeIntegerBounds<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropSafeIntegerBounds) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (key === 'minimum' && child === Number.MIN_SAFE_INTEGER) continue;
    if (key === 'maximum' && child === Number.MAX_SAFE_INTEGER) continue;
    result[key] = dropSafeIntegerBounds(child);
  }
  return result as T;
}
