import { writeFile } from "node:fs/promises";
import path from "node:path";
import { format, resolveConfig } from "prettier";
import {
  CONFIGURATION_REFERENCE_FILE,
  configurationReference,
} from "../server/configuration-reference.ts";

// npm run docs:config: writes docs/configuration.md from the schema of server/config.ts.
const file = path.resolve(import.meta.dirname, "..", CONFIGURATION_REFERENCE_FILE);
const options = await resolveConfig(file);
await writeFile(file, await format(configurationReference(), { ...options, filepath: file }));
console.log(`Wrote ${CONFIGURATION_REFERENCE_FILE}`);
