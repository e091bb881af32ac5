/**
 * What a deployment of the editor tells its page: where the content is stored (local files, or a
 * GitHub repository in production), whether previews are served, and the GitHub App's slug (for
 * its "install" link). The server writes it into the page; the page reads it back.
 */
import { z } from "zod";

export const editorSettingsSchema = z.object({
  storage: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("local") }),
    z.object({
      kind: z.literal("github"),
      repo: z.templateLiteral([z.string(), "/", z.string()]),
      branchPrefix: z.string().optional(),
    }),
  ]),
  preview: z.boolean(),
  appSlug: z.string().optional(),
});

export type EditorSettings = z.infer<typeof editorSettingsSchema>;

/** The settings as an HTML attribute's value. */
export const serializeEditorSettings = (settings: EditorSettings) =>
  JSON.stringify(settings)
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");

export const parseEditorSettings = (text: string): EditorSettings =>
  editorSettingsSchema.parse(JSON.parse(text));
