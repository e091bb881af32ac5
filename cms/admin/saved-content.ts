/**
 * The content as saved, for the editor's checks: in local mode, every market's files through
 * Keystatic's own local API (its tree, then each file by its hash), read when the editor opens and
 * again after each save. With GitHub storage the editor has none of it, and its checks tell only
 * what a field's value shows by itself (the content check in CI tells the rest).
 */
import { mergeFactSheet, type CompanyFacts, type LocalFactSheet } from "../../domain/facts.ts";
import { MARKET_IDS } from "../../domain/site.ts";
import { CONTENT_FILES, contentFile } from "../config.ts";
import { COMPANY_FACTS_FILE } from "../schema/facts.ts";
import type { MarketFiles } from "../rules.ts";
import { setSavedContent } from "./editor-state.ts";

const API = "/api/keystatic";
// Keystatic's local API answers only requests that carry this header (no cross-site form posts).
const HEADERS = { "no-cors": "1" };

async function readSavedContent(): Promise<MarketFiles[]> {
  const tree = (await (await fetch(`${API}/tree`, { headers: HEADERS })).json()) as {
    path: string;
    sha: string;
  }[];
  const shas = new Map(tree.map((entry) => [entry.path, entry.sha]));
  const read = async (file: string): Promise<unknown> => {
    const sha = shas.get(file);
    if (!sha) return undefined;
    const response = await fetch(`${API}/blob/${sha}/${file}`, { headers: HEADERS });
    return response.ok ? JSON.parse(await response.text()) : undefined;
  };
  // A market's fact sheet as its pages read it: over the company's figures (ADR 64).
  const company = (await read(COMPANY_FACTS_FILE)) as CompanyFacts | undefined;
  return Promise.all(
    MARKET_IDS.map(async (market) => {
      const json: MarketFiles["json"] = {};
      await Promise.all(
        CONTENT_FILES.map(async ({ namespace }) => {
          const value = await read(contentFile(market, namespace));
          if (value !== undefined) json[namespace] = value;
        }),
      );
      if (company && json.facts) {
        json.facts = mergeFactSheet(company, json.facts as LocalFactSheet);
      }
      return { market, json };
    }),
  );
}

/** Reads the saved content now and after every save the editor makes. */
export function followSavedContent() {
  const read = () =>
    readSavedContent().then(setSavedContent, (error: unknown) =>
      console.warn("The editor's checks could not read the saved content", error),
    );
  void read();
  new PerformanceObserver((list) => {
    if (list.getEntries().some((entry) => entry.name.endsWith(`${API}/update`))) void read();
  }).observe({ type: "resource" });
}
