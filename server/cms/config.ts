import { z } from "zod";
import { configSlice, doc } from "../config-kinds.ts";
import { PREVIEW_URL_PATTERN } from "../../domain/editor-preview.ts";

export const editorConfig = configSlice(
  {
    CMS_GITHUB_REPO: z
      .string()
      .regex(/^[\w.-]+\/[\w.-]+$/, "must be the repository as owner/name")
      .optional()
      .meta(
        doc(
          "editor",
          "the repository the editor commits to (`owner/name`); set: this deployment serves the editor at `/keystatic`, to people GitHub lets push to it; unset: no editor",
          "unset",
        ),
      ),
    KEYSTATIC_GITHUB_CLIENT_ID: z
      .string()
      .regex(/^[\w.-]+$/, "must be the GitHub App's client id")
      .optional()
      .meta(doc("editor", "the editor's GitHub App: its client id", "unset")),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z
      .string()
      .min(20, "must be the GitHub App's client secret")
      .optional()
      .meta(doc("editor", "the GitHub App's client secret", "unset")),
    KEYSTATIC_SECRET: z
      .string()
      .min(32, "must be at least 32 characters")
      .optional()
      .meta(
        doc(
          "editor",
          "key (at least 32 characters, random) encrypting the editor's refresh-token cookie",
          "unset",
        ),
      ),
    KEYSTATIC_GITHUB_APP_SLUG: z
      .string()
      .regex(/^[a-z0-9-]+$/, "must be the GitHub App's slug")
      .optional()
      .meta(
        doc(
          "editor",
          "the GitHub App's slug, for the editor's link to install it on the repository",
          "unset",
        ),
      ),
    CMS_PREVIEW_URL: z
      .string()
      .regex(
        PREVIEW_URL_PATTERN,
        "must be an https:// address whose host holds {branch} (and may hold {market})",
      )
      .optional()
      .meta(
        doc(
          "editor",
          "where each editor branch's preview deployment answers, e.g. `https://{branch}.{market}.preview.anden.example` ({branch}: the branch's name as one DNS label); set: the editor's Preview opens the page there (ADR 66); unset: no Preview button",
          "unset",
        ),
      ),
  },
  (config, ctx) => {
    const editorKeys = [
      "CMS_GITHUB_REPO",
      "KEYSTATIC_GITHUB_CLIENT_ID",
      "KEYSTATIC_GITHUB_CLIENT_SECRET",
      "KEYSTATIC_SECRET",
    ] as const;
    const editorSet = editorKeys.filter((key) => config[key] !== undefined);
    if (editorSet.length > 0 && editorSet.length < editorKeys.length) {
      for (const key of editorKeys.filter((key) => config[key] === undefined)) {
        ctx.addIssue({
          code: "custom",
          path: [key],
          message: `must be set together with ${editorSet.join(", ")} (the content editor)`,
        });
      }
    }
  },
);
