/** A whole-number setting of a bench script: `fallback` when unset, an error naming it when wrong. */
export function integerSetting(
  name: string,
  raw: string | undefined,
  fallback: number,
  minimum = 1,
): number {
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`${name} must be an integer of at least ${minimum}, not "${raw}"`);
  }
  return value;
}

/** The same, read from the environment variable `name`. */
export const integerFromEnv = (name: string, fallback: number, minimum = 1): number =>
  integerSetting(name, process.env[name], fallback, minimum);
