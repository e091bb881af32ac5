import { describe, expect, it } from "vitest";
import {
  branchPreviewBase,
  branchPreviewUrl,
  PREVIEW_URL_PATTERN,
  previewLabel,
} from "./editor-preview.ts";

const TEMPLATE = "https://{branch}.{market}.preview.anden.example";

describe("previewLabel", () => {
  it("makes any branch name one DNS label: lowercase words, hyphens, a fingerprint", () => {
    for (const branch of [
      "main",
      "Editor/Home hero",
      "ñandú_2026",
      "--",
      "a".repeat(200),
      "x/y.z",
    ]) {
      expect(previewLabel(branch)).toMatch(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/);
    }
    expect(previewLabel("Editor/Home hero")).toMatch(/^editor-home-hero-[0-9a-f]{6}$/);
  });

  it("keeps branches that read alike apart, and gives a branch the same label every time", () => {
    expect(previewLabel("edit/home")).not.toBe(previewLabel("edit-home"));
    expect(previewLabel("edit/home")).toBe(previewLabel("edit/home"));
  });
});

describe("branch previews", () => {
  it("fill the template with the branch's label and the market, at the page a file feeds", () => {
    const label = previewLabel("keystatic/faq");
    expect(branchPreviewBase(TEMPLATE, "keystatic/faq", "ar")).toBe(
      `https://${label}.ar.preview.anden.example`,
    );
    expect(branchPreviewUrl(TEMPLATE, "keystatic/faq", "us", "services")).toBe(
      `https://${label}.us.preview.anden.example/fulfillment`,
    );
    expect(branchPreviewUrl(TEMPLATE, "keystatic/faq", "mx", "contact")).toBe(
      `https://${label}.mx.preview.anden.example/contacto`,
    );
  });

  it("take only an https template with the branch in its host", () => {
    expect(PREVIEW_URL_PATTERN.test(TEMPLATE)).toBe(true);
    expect(PREVIEW_URL_PATTERN.test("https://preview-{branch}.anden.example")).toBe(true);
    for (const template of [
      "http://{branch}.anden.example",
      "https://preview.anden.example/{branch}",
      "https://preview.anden.example",
    ]) {
      expect(PREVIEW_URL_PATTERN.test(template)).toBe(false);
    }
  });
});
