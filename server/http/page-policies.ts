import type { Config } from "../config.ts";
import { CSP_REPORT_PATH } from "./csp-report-routes.ts";
import { createNonce, documentPolicy, integrationSources } from "./content-security-policy.ts";
import type { PagePolicies } from "./page-routes.ts";
import type { StaticAsset } from "./static-assets.ts";

/**
 * The Content-Security-Policy of the site's pages (ADR 13): a rendered page's differs only by its
 * nonce (in script-src and style-src), so it is written once around a marker; a prerendered page's
 * by the hashes of its inline script and style, written once per file.
 */
export function pagePolicies(config: Config): PagePolicies {
  const reportPath = `/api${CSP_REPORT_PATH}`;
  const integrations = integrationSources(config);
  const upgradeInsecureRequests = config.PUBLIC_BASE_URL.startsWith("https://");
  const policyFor = (inlineScripts: string[], inlineStyles: string[]) =>
    documentPolicy({
      inlineScripts,
      inlineStyles,
      integrations,
      upgradeInsecureRequests,
      reportPath,
    });

  const marker = createNonce();
  const nonceSource = [`'nonce-${marker}'`];
  const aroundNonces = policyFor(nonceSource, nonceSource).split(marker);
  const prerendered = new WeakMap<StaticAsset, string>();
  return {
    rendered: (nonce) => aroundNonces.join(nonce),
    prerendered(asset) {
      let policy = prerendered.get(asset);
      if (!policy) {
        policy = policyFor(asset.inlineScriptHashes ?? [], asset.inlineStyleHashes ?? []);
        prerendered.set(asset, policy);
      }
      return policy;
    },
    reportingEndpoints: `csp="${reportPath}"`,
  };
}
