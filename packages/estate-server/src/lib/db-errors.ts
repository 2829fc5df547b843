/** Whether a database error (or one it wraps, as drizzle does) is a unique violation, of `constraint` when named. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = current as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (constraint === undefined || name === constraint || Boolean(message?.includes(constraint)))) return true;
  }
  return false;
}
