// Recognises constraint violations from either database driver.
interface DriverError {
  code?: unknown;
}

const codeOf = (error: unknown) => (error && typeof error === 'object' ? (error as DriverError).code : undefined);

export const isForeignKeyViolation = (error: unknown) =>
  codeOf(error) === 'SQLITE_CONSTRAINT_FOREIGNKEY' || codeOf(error) === '23503';

export const isUniqueViolation = (error: unknown) =>
  codeOf(error) === 'SQLITE_CONSTRAINT_UNIQUE' || codeOf(error) === 'SQLITE_CONSTRAINT_PRIMARYKEY' || codeOf(error) === '23505';
