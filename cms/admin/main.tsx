/**
 * The content editor's page (served at /keystatic only, never with the public pages): Keystatic's
 * interface over the content model (cms/config.ts). The server writes the settings of this
 * deployment into the page (storage: local files or the GitHub repository) and a nonce per
 * request, which Keystatic's style sheets carry (nonce.ts) so that the editor's policy admits no
 * other inline style. The content check runs at each field as it is edited (field-checks.tsx),
 * over the content as saved (saved-content.ts), a refusal is explained (refusals.ts), and a
 * delete or a reset is asked about, a save confirmed, a long form indexed (confirmations.ts). The
 * picture picker draws the site's logos, icons and illustrations (picture-thumbnails.tsx).
 * Locally, a panel previews the page with the unsaved edits (live-preview.ts).
 */
import "./nonce.ts";
import "./editor.css";
import { Keystatic } from "@keystatic/core/ui";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createCmsConfig } from "../config.ts";
import { parseEditorSettings } from "../../domain/editor-settings.ts";
import { PictureDrawings } from "../picture-picker.ts";
import { withFieldChecks } from "./field-checks.tsx";
import { confirmAndAnnounce } from "./confirmations.ts";
import { followLivePreview } from "./live-preview.ts";
import { drawPictures } from "./picture-thumbnails.tsx";
import { explainRefusals } from "./refusals.ts";
import { followSavedContent } from "./saved-content.ts";

const settings = parseEditorSettings(
  document.querySelector<HTMLMetaElement>('meta[name="anden-cms"]')?.content ?? "",
);
const config = createCmsConfig({
  storage: settings.storage,
  previewUrl: settings.preview
    ? (market, namespace) => {
        // Keystatic fills a story's {slug} in, and the branch being edited for {branch}: with
        // GitHub storage, the server leads to that branch's preview deployment (ADR 66).
        const page =
          namespace === "stories"
            ? `/preview/${market}/stories/{slug}`
            : `/preview/${market}/${namespace}`;
        return settings.storage.kind === "github" ? `${page}/branch/{branch}` : page;
      }
    : undefined,
  withChecks: withFieldChecks,
});
if (settings.storage.kind === "local") followSavedContent();
if (settings.storage.kind === "local" && settings.preview) followLivePreview();
explainRefusals();
confirmAndAnnounce();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <PictureDrawings value={drawPictures}>
      <Keystatic
        config={config}
        appSlug={
          settings.appSlug
            ? { envName: "KEYSTATIC_GITHUB_APP_SLUG", value: settings.appSlug }
            : undefined
        }
      />
    </PictureDrawings>
  </StrictMode>,
);
