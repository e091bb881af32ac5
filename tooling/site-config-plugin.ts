import { readFileSync } from "node:fs";
import type { IncomingMessage } from "node:http";
import type { Plugin, ViteDevServer } from "vite";
import { MARKETS } from "../domain/site.ts";
import { mergeFactSheet, type CompanyFacts, type LocalFactSheet } from "../domain/facts.ts";
import {
  COMPANY_FACTS_PATH,
  localeFilePath,
  localeNamespaces,
  readLocaleNamespace,
} from "./locale-files.ts";
import type { BuildTimeConfig } from "../server/build-settings.ts";

export { buildTimeConfig, type BuildTimeConfig } from "../server/build-settings.ts";

const MODULE_ID = "virtual:site-config";
const RESOLVED_ID = `\0${MODULE_ID}`;

/**
 * Serves `virtual:site-config`: the deployment's market, its public settings and only that market's
 * locale resources, so the client bundle never ships the copy of the other two markets.
 */
export function siteConfigPlugin(
  config: BuildTimeConfig,
  { draftToken }: { draftToken?: string } = {},
): Plugin {
  const locale = MARKETS[config.SITE_MARKET].locale;
  /** The editor's unsaved content per file (development server of `npm run cms` only). */
  const drafts = new Map<string, unknown>();
  return {
    name: "anden:site-config",
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const namespaces = localeNamespaces(locale);
      // The fact sheet is the market's file over the company's figures (ADR 64), merged here and
      // written as a value: a call in the module would be kept by every bundle that imports it,
      // the page script's too, with the fact sheet and the rate cards domain/facts.ts imports.
      this.addWatchFile(COMPANY_FACTS_PATH);
      this.addWatchFile(localeFilePath(locale, "facts"));
      const imports = namespaces.map((ns, index) => {
        if (ns === "facts") {
          const company = JSON.parse(readFileSync(COMPANY_FACTS_PATH, "utf8")) as CompanyFacts;
          const local = (drafts.get(ns) ?? readLocaleNamespace(locale, ns)) as LocalFactSheet;
          return `const ns${index} = ${JSON.stringify(mergeFactSheet(company, local))};`;
        }
        return drafts.has(ns)
          ? `const ns${index} = ${JSON.stringify(drafts.get(ns))};`
          : `import ns${index} from ${JSON.stringify(localeFilePath(locale, ns))};`;
      });
      const entries = namespaces.map((ns, index) => `${JSON.stringify(ns)}: ns${index}`);
      return [
        ...imports,
        `export const marketId = ${JSON.stringify(config.SITE_MARKET)};`,
        `export const publicBaseUrl = ${JSON.stringify(config.PUBLIC_BASE_URL)};`,
        `export const marketBaseUrls = ${JSON.stringify(config.MARKET_BASE_URLS)};`,
        `export const merchantAppUrl = ${JSON.stringify(config.MERCHANT_APP_URL)};`,
        `export const salesChannels = ${JSON.stringify({ phone: config.SALES_PHONE ?? "", whatsapp: config.SALES_WHATSAPP ?? "", email: config.SALES_EMAIL ?? "" })};`,
        `export const chat = ${JSON.stringify({ appId: config.INTERCOM_APP_ID ?? "", apiBase: config.INTERCOM_API_BASE ?? "", widgetUrl: config.INTERCOM_WIDGET_URL })};`,
        `export const tagManager = ${JSON.stringify({ id: config.GTM_ID ?? "", scriptUrl: config.GTM_SCRIPT_URL })};`,
        `export const vitalsSampleRate = ${JSON.stringify(config.VITALS_SAMPLE_RATE)};`,
        `export const captcha = ${JSON.stringify({ provider: config.CAPTCHA_PROVIDER, siteKey: config.CAPTCHA_SITE_KEY })};`,
        `export const resources = { ${entries.join(", ")} };`,
      ].join("\n");
    },
    configureServer(server) {
      // The editor's live preview (ADR 66): `npm run cms` starts this development server with a
      // token of its own and posts the editor's draft of a file here, already checked against the
      // content model; the next render of a page shows it. A build never has this route.
      if (!draftToken) return;
      takeDrafts(server, DRAFT_ROUTE, draftToken, RESOLVED_ID, (message) => {
        const { namespace, content } = message as DraftMessage;
        if (!localeNamespaces(locale).includes(namespace)) return false;
        if (content === null) drafts.delete(namespace);
        else drafts.set(namespace, content);
        return true;
      });
    },
  };
}

/** Where the editor posts a draft to a development server, and the header carrying its token. */
export const DRAFT_ROUTE = "/__anden/draft";
export const DRAFT_TOKEN_HEADER = "x-anden-draft-token";

/** A file's draft, or null to show the file as saved again. */
export interface DraftMessage {
  namespace: string;
  content: Record<string, unknown> | null;
}

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** Reloads a module in every environment, so that the next render reads the drafts. */
export function reloadModule(server: ViteDevServer, resolvedId: string) {
  for (const environment of Object.values(server.environments)) {
    const module = environment.moduleGraph.getModuleById(resolvedId);
    if (module) environment.moduleGraph.invalidateModule(module);
    environment.hot.send({ type: "full-reload" });
  }
}

/**
 * Takes the editor's drafts at `route` of a development server (ADR 66): only a POST carrying the
 * token `npm run cms` gave the server. `keep` stores the message's draft and says whether it is
 * of something this server shows (if not: 404); the module that serves the drafts then reloads.
 */
export function takeDrafts(
  server: ViteDevServer,
  route: string,
  draftToken: string,
  resolvedId: string,
  keep: (message: unknown) => boolean,
) {
  server.middlewares.use(route, (request, response) => {
    void (async () => {
      if (request.method !== "POST" || request.headers[DRAFT_TOKEN_HEADER] !== draftToken) {
        response.statusCode = 404;
        response.end();
        return;
      }
      if (!keep(JSON.parse(await bodyOf(request)))) {
        response.statusCode = 404;
        response.end();
        return;
      }
      reloadModule(server, resolvedId);
      response.statusCode = 204;
      response.end();
    })().catch((error: unknown) => {
      response.statusCode = 400;
      response.end(String(error));
    });
  });
}
