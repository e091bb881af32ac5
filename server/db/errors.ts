const SQLITE_CONSTRAINT_UNIQUE = 2067;
const SQLITE_CONSTRAINT_PRIMARYKEY = 1555;
const POSTGRES_UNIQUE_VIOLATION = "23505";

/** True when a query failed because it would have duplicated a unique or primary key. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ("errcode" in error) {
    return (
      error.errcode === SQLITE_CONSTRAINT_UNIQUE || error.errcode === SQLITE_CONSTRAINT_PRIMARYKEY
    );
  }
  return "code" in error && error.code === POSTGRES_UNIQUE_VIOLATION;
}
