import { ESLint } from "eslint";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { noPathLiteral } from "./no-path-literal.ts";
import { asEslintRule, ruleTester } from "./rule-tester.ts";

const rule = asEslintRule(noPathLiteral);

ruleTester.run("no-path-literal", rule, {
  valid: [
    // Links built from the page table.
    `export const a = <Link to={pagePath("contact")} />;`,
    `export const b = <form action={subRoutePath("trackingSearch")}><input name={queryName("number")} /></form>;`,
    'export const c = `${trackingUpdatesPath(n)}#${fragment("updates")}`;',
    // Module specifiers name files, not pages.
    `import { x } from "../tracking/paths.ts"; export { y } from "./contacto.ts"; export const z = import("/tracking");`,
    // The API's paths and the server's own routes (the API's, under /api).
    "export const d = `/api/tracking/${encodeURIComponent(n)}/updates`;",
    `routes.post("/contact", handler); routes.get("/tracking/:number", handler); routes.use("/rates", next);`,
    // Another site's address, words, a Tailwind variant, the same words outside a URL.
    `export const e = "https://ayuda.anden.example/integraciones/shopify";`,
    `export const f = "group-data-[searching=true]/search:hidden";`,
    `export const g = ["search", "updates", "confirm", "Pickup / Directo", "24/7"];`,
  ],
  invalid: [
    {
      code: `export const a = <a href="/contacto">Contacto</a>;`,
      errors: [{ messageId: "pathLiteral", data: { text: "/contacto" } }],
    },
    {
      code: "export const b = `${trackingPath}/buscar`;",
      errors: [{ messageId: "pathLiteral", data: { text: "${…}/buscar" } }],
    },
    {
      code: "export const c = `/tracking/${encodeURIComponent(n)}/avisos`;",
      errors: [{ messageId: "pathLiteral" }],
    },
    {
      code: "export const d = `${page}?numero=${n}`; export const e = `?x=1&baja=${t}#avisos`;",
      errors: [{ messageId: "pathLiteral" }, { messageId: "pathLiteral" }],
    },
    {
      code: `export const f = <a href="#buscar">Retry</a>; export const g = "/rates?origin=06700";`,
      errors: [{ messageId: "pathLiteral" }, { messageId: "pathLiteral" }],
    },
    {
      // Any market's words: the US build's as much as Mexico's.
      code: "export const h = `${tracking}/search`; export const i = `${page}/updates`;",
      errors: [{ messageId: "pathLiteral" }, { messageId: "pathLiteral" }],
    },
  ],
});

describe("the project's ESLint configuration", () => {
  const repoRoot = path.resolve(import.meta.dirname, "../..");
  const planted = "export const link = `/tracking/${number}/avisos?confirmar=${token}#avisos`;\n";
  const findings = async (filePath: string) => {
    const [result] = await new ESLint({ cwd: repoRoot }).lintText(planted, { filePath });
    return result!.messages.filter((message) => message.ruleId === "anden/no-path-literal").length;
  };

  test("refuses a path literal in app/, server/ and domain/ production code", async () => {
    expect(await findings("app/components/Planted.tsx")).toBe(1);
    expect(await findings("server/tracking-updates/planted.ts")).toBe(1);
    expect(await findings("domain/tracking/planted.ts")).toBe(1);
  });

  test("leaves the page table, tests and other folders alone", async () => {
    expect(await findings("domain/pages.ts")).toBe(0);
    expect(await findings("server/http/planted.test.ts")).toBe(0);
    expect(await findings("tests/e2e/planted.spec.ts")).toBe(0);
    expect(await findings("scripts/planted.ts")).toBe(0);
  });
});
