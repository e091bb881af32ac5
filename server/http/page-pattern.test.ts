import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { pagePatternOf } from "./page-pattern.ts";

const route = (id: string, extra: object) => ({ id, module: {}, ...extra });

const routes = {
  root: route("root", { path: "" }),
  home: route("home", { parentId: "root", index: true }),
  contact: route("contact", { parentId: "root", path: "contacto" }),
  result: route("result", { parentId: "root", path: "tracking/:number" }),
  illustration: route("illustration", { parentId: "root", path: "illustrations/:file" }),
  missing: route("missing", { parentId: "root", path: "*" }),
} as unknown as ServerBuild["routes"];

describe("pagePatternOf", () => {
  const pattern = pagePatternOf(routes);

  it("names the route pattern, never the raw path", () => {
    expect(pattern("/")).toBe("/");
    expect(pattern("/contacto")).toBe("/contacto");
    expect(pattern("/contacto/")).toBe("/contacto");
    expect(pattern("/tracking/AND-DEMO-1004")).toBe("/tracking/:number");
    expect(pattern("/illustrations/boxes.svg")).toBe("/illustrations/:file");
  });

  it("gives nothing for a path only the catch-all takes", () => {
    expect(pattern("/no-such-page")).toBeUndefined();
    expect(pattern("/tracking/AND-1/more")).toBeUndefined();
  });
});
