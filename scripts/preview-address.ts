/**
 * `node scripts/preview-address.ts BRANCH MARKET`: the base address of a branch's preview of a
 * market (ADR 66), from CMS_PREVIEW_URL, as the editor's Preview computes it; the workflow that
 * builds and deploys the branch (.github/workflows/editor-preview.yml) builds it for this address.
 */
import { branchPreviewBase, PREVIEW_URL_PATTERN } from "../domain/editor-preview.ts";
import { isMarketId } from "../domain/site.ts";

const [branch, market] = process.argv.slice(2);
const template = process.env.CMS_PREVIEW_URL ?? "";
if (!branch || !isMarketId(market) || !PREVIEW_URL_PATTERN.test(template)) {
  console.error(
    "Usage: CMS_PREVIEW_URL=https://{branch}.{market}.preview.example node scripts/preview-address.ts BRANCH mx|ar|us",
  );
  process.exit(2);
}
console.log(branchPreviewBase(template, branch, market));
