/**
 * Whether a database error (or one it wraps, as Drizzle wraps the driver's in `cause`) is a unique
 * violation (SQLSTATE 23505), of `constraint` when one is named. PGlite and node-postgres both give
 * the code; the constraint is looked for in the message too, for drivers that leave it out.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: named, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === undefined || named === constraint || message?.includes(constraint))) return true;
  }
  return false;
}
