import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "./app-env.ts";
import { canonicalPathOf, canonicalPaths } from "./canonical-paths.ts";
import { pagePatternOf } from "./page-pattern.ts";

const route = (id: string, extra: object) => ({ id, module: {}, ...extra });

/** A build's route table as React Router gives it to the server: flat, under the root. */
const routes = {
  root: route("root", { path: "" }),
  home: route("home", { parentId: "root", index: true }),
  contact: route("contact", { parentId: "root", path: "contacto" }),
  tracking: route("tracking", { parentId: "root", path: "tracking" }),
  search: route("search", { parentId: "root", path: "tracking/buscar" }),
  result: route("result", { parentId: "root", path: "tracking/:number" }),
  updates: route("updates", { parentId: "root", path: "tracking/:number/avisos" }),
  sitemap: route("sitemap", { parentId: "root", path: "sitemap.xml" }),
  missing: route("missing", { parentId: "root", path: "*" }),
} as unknown as ServerBuild["routes"];

const canonicalOf = canonicalPathOf(pagePatternOf(routes));

describe("a page's one path", () => {
  it("is another casing's, a trailing slash's and an index file's, with its words as the table writes them", () => {
    expect(canonicalOf("/Contacto")).toBe("/contacto");
    expect(canonicalOf("/CONTACTO/")).toBe("/contacto");
    expect(canonicalOf("/contacto/")).toBe("/contacto");
    expect(canonicalOf("/contacto/index.html")).toBe("/contacto");
    expect(canonicalOf("/index.html")).toBe("/");
    expect(canonicalOf("/Sitemap.xml")).toBe("/sitemap.xml");
  });

  it("is its sub-routes' too, each parameter kept as it was asked for", () => {
    expect(canonicalOf("/Tracking")).toBe("/tracking");
    expect(canonicalOf("/tracking/Buscar/")).toBe("/tracking/buscar");
    expect(canonicalOf("/TRACKING/and-demo-1004")).toBe("/tracking/and-demo-1004");
    expect(canonicalOf("/tracking/AND-DEMO-1004/")).toBe("/tracking/AND-DEMO-1004");
    expect(canonicalOf("/tracking/AND-DEMO-1004/Avisos")).toBe("/tracking/AND-DEMO-1004/avisos");
  });

  it("is none for a page's own path, or for a path that reaches no page", () => {
    for (const own of ["/", "/contacto", "/tracking/AND-DEMO-1004", "/tracking/AND-1/avisos"]) {
      expect(canonicalOf(own), own).toBeUndefined();
    }
    for (const unknown of ["/No-Such-Page", "/no-such-page/", "/tracking/AND-1/More", "/Rates"]) {
      expect(canonicalOf(unknown), unknown).toBeUndefined();
    }
  });
});

describe("canonicalPaths", () => {
  const app = new Hono<AppEnv>();
  app.use(canonicalPaths(pagePatternOf(routes), "mx"));
  app.all("*", (c) => c.text("page"));

  it("answers a permanent redirect to the page's path, query kept, for GET and HEAD", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await app.request("/Contacto/?origen=correo&x=1", { method });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe("/contacto?origen=correo&x=1");
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    }
  });

  it("lets the page's own path, other methods and unknown paths through", async () => {
    expect((await app.request("/contacto")).status).toBe(200);
    expect((await app.request("/Contacto", { method: "POST" })).status).toBe(200);
    expect((await app.request("/No-Such-Page")).status).toBe(200);
  });
});

describe("canonicalPaths in the US build", () => {
  /** The US build's routes: the tracking page's words in English (the page table's). */
  const usRoutes = {
    root: route("root", { path: "" }),
    tracking: route("tracking", { parentId: "root", path: "tracking" }),
    search: route("search", { parentId: "root", path: "tracking/search" }),
    result: route("result", { parentId: "root", path: "tracking/:number" }),
    updates: route("updates", { parentId: "root", path: "tracking/:number/updates" }),
    missing: route("missing", { parentId: "root", path: "*" }),
  } as unknown as ServerBuild["routes"];
  const app = new Hono<AppEnv>();
  app.use(canonicalPaths(pagePatternOf(usRoutes), "us"));
  app.all("*", (c) => c.text("page"));

  it("answers the Spanish links of e-mails already sent with a permanent redirect to the English ones", async () => {
    for (const method of ["GET", "HEAD"]) {
      const response = await app.request("/tracking/AND-1/avisos?confirmar=confirm.1.2.sig", {
        method,
      });
      expect(response.status).toBe(301);
      expect(response.headers.get("Location")).toBe(
        "/tracking/AND-1/updates?confirm=confirm.1.2.sig#updates",
      );
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    }
    const search = await app.request("/tracking/buscar?numero=AND-1");
    expect(search.status).toBe(301);
    expect(search.headers.get("Location")).toBe("/tracking/search?number=AND-1");
  });

  it("still answers another spelling of its own words, and lets them through", async () => {
    const response = await app.request("/tracking/AND-1/Updates?updates=sent");
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/tracking/AND-1/updates?updates=sent");
    expect((await app.request("/tracking/AND-1/updates?updates=sent")).status).toBe(200);
    expect((await app.request("/tracking/search?number=AND-1")).status).toBe(200);
  });
});
