// Recognises constraint violations and refused values from either database driver.
interface DriverError {
  code?: unknown;
}

const codeOf = (error: unknown) => (error && typeof error === 'object' ? (error as DriverError).code : undefined);

export const isForeignKeyViolation = (error: unknown) =>
  codeOf(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY' || codeOf(error) === '23503';

export const isUniqueViolation = (error: unknown) =>
  codeOf(error) === 'SQLITE_CONSTRAINT_UNIQUE' || codeOf(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY' || codeOf(error) === '23505';

/**
 * A value the database refuses to store: PostgreSQL's data exceptions (class 22: a NUL in text,
 * 22021; a number out of range…) and check violations; SQLite's type mismatches, oversized values,
 * and CHECK or trigger refusals.
 */
export const isDataError = (error: unknown) => {
  const code = codeOf(error);
  if (typeof code !== 'string') return false;
  return /^22[0-9A-Z]{3}$/.test(code) || ['23514', 'SQLITE_MISMATCH', 'SQLITE_TOOBIG', 'SQLITE_CONSTRAINT_CHECK', 'SQLITE_CONSTRAINT_TRIGGER'].includes(code);
};
