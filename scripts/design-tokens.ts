import { writeFile } from "node:fs/promises";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import { themeCss } from "../domain/design-tokens.ts";

// npm run tokens: writes app/design-tokens.css (the stylesheet's @theme) from domain/design-tokens.ts.
export const DESIGN_TOKENS_CSS = "app/design-tokens.css";

export async function designTokensCss(): Promise<string> {
  const file = path.resolve(import.meta.dirname, "..", DESIGN_TOKENS_CSS);
  const options = await resolveConfig(file);
  return format(themeCss(), { ...options, filepath: file });
}

if (import.meta.main) {
  await writeFile(
    path.resolve(import.meta.dirname, "..", DESIGN_TOKENS_CSS),
    await designTokensCss(),
  );
  console.log(`Wrote ${DESIGN_TOKENS_CSS}`);
}
