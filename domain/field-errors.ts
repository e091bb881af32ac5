import type { z } from "zod";

/** Field errors as lists of distinct codes, the shape of the API's `error.fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const codes = (fields[String(issue.path[0] ?? "form")] ??= []);
    if (!codes.includes(issue.message)) codes.push(issue.message);
  }
  return fields;
}
