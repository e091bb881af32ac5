import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { LRUCache } from "lru-cache";
import type { PagePattern } from "./app.ts";

interface RouteNode {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
}

/**
 * The pattern of the build's route that a path reaches (`/tracking/AND-1` → `/tracking/:number`),
 * or undefined for a path only the catch-all (404) route takes: the bounded label the request
 * metrics and field vitals use instead of the raw path.
 */
export function pagePatternOf(routes: ServerBuild["routes"]): PagePattern {
  const children = new Map<string | undefined, RouteNode[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const siblings = children.get(route.parentId) ?? [];
    siblings.push({
      id: route.id,
      path: route.path,
      index: route.index,
      caseSensitive: route.caseSensitive,
      children: [],
    });
    children.set(route.parentId, siblings);
  }
  const attach = (nodes: RouteNode[]): RouteNode[] =>
    nodes.map((node) => ({ ...node, children: attach(children.get(node.id) ?? []) }));
  // Index routes have no children, so the nodes are the route objects matchRoutes reads.
  const tree = attach(children.get(undefined) ?? []) as RouteObject[];
  const patternOf = (pathname: string) => {
    const matches = matchRoutes(tree, pathname);
    if (!matches) return undefined;
    const segments = matches.map((match) => match.route.path ?? "").filter(Boolean);
    if (segments.some((segment) => segment.includes("*"))) return undefined;
    return `/${segments.map((segment) => segment.replace(/^\/+|\/+$/g, "")).join("/")}`;
  };
  // matchRoutes ranks the whole route tree on every call: paths seen lately are remembered.
  const recent = new LRUCache<string, { pattern: string | undefined }>({ max: 2_000 });
  return (pathname) => {
    let known = recent.get(pathname);
    if (!known) {
      known = { pattern: patternOf(pathname) };
      recent.set(pathname, known);
    }
    return known.pattern;
  };
}
