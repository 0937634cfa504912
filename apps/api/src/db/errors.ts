/** A unique index refused the row (PostgreSQL 23505), seen through Drizzle's error wrapper. */
export function isUniqueViolation(error: unknown): boolean {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
