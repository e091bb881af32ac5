import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { spritePlugin } from "../../tooling/sprite-plugin.ts";

/**
 * The editor's own bundle (`npm run cms` builds it, as does the editor's image): its page and
 * scripts under /keystatic/, apart from the site's build, so that no public page ever loads them.
 * Every tag it writes carries the nonce placeholder the server replaces per request.
 */
export const CMS_NONCE_PLACEHOLDER = "CMS-NONCE-PLACEHOLDER";

const GOOGLE_FONTS =
  "https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap";

/**
 * Keystatic links Inter from Google Fonts in its page; the editor serves Inter itself
 * (editor.css), so the link goes. The build fails if the link is still there (a new Keystatic
 * that writes it another way), rather than the page asking Google's servers for it.
 */
function withoutGoogleFonts(): Plugin {
  return {
    name: "anden:editor-without-google-fonts",
    transform(code, id) {
      if (!id.includes("@keystatic/core/dist/keystatic-core-ui") || !code.includes(GOOGLE_FONTS)) {
        return undefined;
      }
      return code.replace(
        /jsx\("link", \{\s*href: "https:\/\/fonts\.googleapis\.com[^"]*",\s*rel: "stylesheet"\s*\}\)/,
        "null",
      );
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === "chunk" && chunk.code.includes("fonts.googleapis.com")) {
          this.error(`${chunk.fileName} still links Google Fonts: update ${import.meta.filename}`);
        }
      }
    },
  };
}

export default defineConfig({
  // The picture picker draws the site's logos and icons (picture-thumbnails.tsx): their sprite, under
  // /keystatic/assets/, and the utility classes they are styled with.
  plugins: [
    withoutGoogleFonts(),
    spritePlugin(path.resolve(import.meta.dirname, "../..")),
    tailwindcss(),
  ],
  root: import.meta.dirname,
  base: "/keystatic/",
  publicDir: false,
  logLevel: "warn",
  html: { cspNonce: CMS_NONCE_PLACEHOLDER },
  build: {
    outDir: path.resolve(import.meta.dirname, "../../build/cms/admin"),
    emptyOutDir: true,
    chunkSizeWarningLimit: 4096,
    rollupOptions: {
      // Keystatic's packages mark their modules "use client" (for React Server Components), which
      // means nothing in a bundle for the browser.
      onLog(level, log, handler) {
        if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
      },
    },
  },
});
