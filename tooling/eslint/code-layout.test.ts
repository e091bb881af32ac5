import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: ROOT });

/** The rules the project's own config reports for `code` as if it were the file at `filePath`. */
async function reported(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe("the code layout's lint rules", () => {
  it("refuse app/ importing server/", async () => {
    const code =
      'import { loadConfig } from "../../../server/config.ts";\nexport const x = loadConfig;\n';
    expect(await reported("app/components/ui/Planted.ts", code)).toContain(
      "import-x/no-restricted-paths",
    );
  });

  it("refuse server/ importing app/", async () => {
    const code =
      'import { pagePath } from "../app/lib/page-path.ts";\nexport const x = pagePath;\n';
    expect(await reported("server/planted.ts", code)).toContain("import-x/no-restricted-paths");
  });

  it("refuse domain/ importing app/, server/, React or Node", async () => {
    const code = [
      'import { useState } from "react";',
      'import { readFileSync } from "node:fs";',
      'import { pagePath } from "../app/lib/page-path.ts";',
      'import { loadConfig } from "../server/config.ts";',
      "export const x = [useState, readFileSync, pagePath, loadConfig];",
      "",
    ].join("\n");
    const rules = await reported("domain/planted.ts", code);
    expect(rules.filter((rule) => rule === "import-x/no-restricted-paths")).toHaveLength(2);
    expect(rules.filter((rule) => rule === "no-restricted-imports")).toHaveLength(2);
  });

  it("let the pages take only the types of a section's content model", async () => {
    const planted = "app/components/sections/Planted.tsx";
    const types = [
      'import type { FeatureGridCopy } from "./FeatureGrid.content.ts";',
      'import type { FieldKit } from "../../../cms/fields.ts";',
      "export type X = [FeatureGridCopy, FieldKit];",
      "",
    ].join("\n");
    const values = [
      'import { featureGridField } from "./FeatureGrid.content.ts";',
      'import { fieldsFor } from "../../../cms/fields.ts";',
      'import { fields } from "@keystatic/core";',
      "export const x = [featureGridField, fieldsFor, fields];",
      "",
    ].join("\n");
    expect(await reported(planted, types)).toEqual([]);
    expect(
      (await reported(planted, values)).filter(
        (rule) => rule === "@typescript-eslint/no-restricted-imports",
      ),
    ).toHaveLength(3);
  });

  it("let app/ and server/ import domain/", async () => {
    const fromApp =
      'import { MARKETS } from "../../../domain/site.ts";\nexport const x = MARKETS;\n';
    const fromServer = 'import { MARKETS } from "../domain/site.ts";\nexport const x = MARKETS;\n';
    expect(await reported("app/components/ui/Planted.ts", fromApp)).toEqual([]);
    expect(await reported("server/planted.ts", fromServer)).toEqual([]);
  });
});
