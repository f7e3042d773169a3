/** Whether a database error is a unique-constraint violation (SQLite or PostgreSQL). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * A rejection handler turning a unique-constraint violation into a field's validation error:
 * two writers that both checked a value was free before inserting it (a season number, a
 * name) get the same 422 the check gives, not a 500. Other errors pass through.
 */
export function uniqueAs(toError: () => Error) {
  return (error: unknown): never => {
    throw isUniqueViolation(error) ? toError() : error;
  };
}
