import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import { PATH_LITERAL } from "../url-words.ts";

/** Stands for a template literal's `${…}` when its text is matched: no word, no path. */
const HOLE = "\u0000";

/** The API's paths are the same in every market and are no page's: `/api/tracking/${n}/updates`. */
const API_PATH = /^\/api\//;

/** The methods a Hono app declares its own routes with: the API's, mounted under /api. */
const ROUTE_METHODS = new Set(["get", "post", "put", "patch", "delete", "all", "use", "on"]);

/**
 * `anden/no-path-literal`: refuses a string or template literal that writes a page's path or a
 * word of the page table's URLs (PATH_LITERAL: `/contacto`, `${tracking}/buscar`, `?numero=`,
 * `#avisos`, in any market's words) outside the page table (domain/pages.ts, ADR 42 and 55). A
 * link is built from the table, in the build's market (`pagePath("contact")`,
 * `subRoutePath("trackingSearch")`, `queryName("number")`), so that each market's build writes
 * its own words, and changing one is one entry. Module specifiers, the API's paths and the
 * routes a Hono app declares (the API's, under /api) are left alone.
 */
export const noPathLiteral: TSESLint.RuleModule<"pathLiteral"> = {
  meta: {
    type: "problem",
    docs: { description: "Disallow a page's path or a word of its URLs outside the page table" },
    schema: [],
    messages: {
      pathLiteral:
        "`{{text}}` writes a page's path or a word of its URLs: build the link from the page " +
        "table (domain/pages.ts; app/lib/page-path.ts in the app), which writes each market's " +
        "words (docs/decisions/0055-url-words-in-the-page-table.md).",
    },
  },
  create(context) {
    const check = (node: TSESTree.Node, text: string) => {
      if (API_PATH.test(text) || !PATH_LITERAL.test(text)) return;
      context.report({
        node,
        messageId: "pathLiteral",
        data: { text: text.replaceAll(HOLE, "${…}") },
      });
    };
    /** `routes.post("/contact", …)`: a route of the server's API, not a link to a page. */
    const isServerRoute = (node: TSESTree.Node) => {
      const call = node.parent;
      return (
        call?.type === "CallExpression" &&
        call.arguments[0] === node &&
        call.callee.type === "MemberExpression" &&
        call.callee.property.type === "Identifier" &&
        ROUTE_METHODS.has(call.callee.property.name)
      );
    };
    const isModuleSpecifier = (node: TSESTree.Node) => {
      const parent = node.parent;
      return (
        parent?.type === "ImportDeclaration" ||
        parent?.type === "ExportNamedDeclaration" ||
        parent?.type === "ExportAllDeclaration" ||
        parent?.type === "ImportExpression" ||
        parent?.type === "TSImportType" ||
        parent?.type === "TSExternalModuleReference" ||
        (parent?.type === "TSModuleDeclaration" && parent.id === node)
      );
    };
    return {
      Literal(node) {
        if (typeof node.value !== "string" || isModuleSpecifier(node) || isServerRoute(node))
          return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        check(node, node.quasis.map((quasi) => quasi.value.cooked ?? quasi.value.raw).join(HOLE));
      },
    };
  },
};
