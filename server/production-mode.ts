import { createRequire } from "node:module";

/**
 * The site's server always renders with React's production build (ADR 50). React, React DOM and
 * their scheduler choose their build from NODE_ENV when first loaded, so the serving process
 * settles NODE_ENV before anything loads them, and refuses to serve if one was loaded earlier in
 * its development build: a production React DOM meeting a development React answers every page
 * rendered per request with a 500 ("dispatcher.getOwner is not a function").
 */
export class ProductionModeError extends Error {
  override name = "ProductionModeError";
}

/**
 * Sets NODE_ENV to production. Returns a notice naming the value it replaced, for the log, when the
 * shell had another one (a developer's `development`, a test runner's `test`).
 */
export function settleProductionMode(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const before = env.NODE_ENV;
  env.NODE_ENV = "production";
  if (before === undefined || before === "" || before === "production") return undefined;
  return (
    `NODE_ENV=${before} is ignored: the server always renders with React's production build ` +
    "(for development, npm run cms serves the pages with Vite)."
  );
}

const DEVELOPMENT_BUILD =
  /[\\/]node_modules[\\/]((?:react|react-dom|scheduler)[\\/].*\.development\.js)$/;

/** The development builds of React's packages this process has loaded (paths inside node_modules). */
export function loadedReactDevelopmentBuilds(
  cache: NodeJS.Dict<NodeJS.Module> = createRequire(import.meta.url).cache,
): string[] {
  const loaded: string[] = [];
  for (const [file, module] of Object.entries(cache)) {
    // Node lists a CommonJS file it only read to find an ES module's names with `loaded: false`.
    const match = DEVELOPMENT_BUILD.exec(file);
    if (match && module?.loaded) loaded.push(match[1]!.replaceAll("\\", "/"));
  }
  return loaded.sort();
}

/** Throws a ProductionModeError when the process renders, or would render, with a development React. */
export function assertReactProductionBuild(
  env: NodeJS.ProcessEnv = process.env,
  cache?: NodeJS.Dict<NodeJS.Module>,
): void {
  const development = loadedReactDevelopmentBuilds(cache);
  if (env.NODE_ENV !== "production" || development.length > 0) {
    throw new ProductionModeError(
      "Refusing to serve: this process is on React's development build " +
        `(NODE_ENV=${env.NODE_ENV ?? "(unset)"}; loaded: ${development.join(", ") || "none yet"}). ` +
        "React was loaded before the server set NODE_ENV=production: start the site with " +
        "`npm start` or `node server/main.ts`, and load nothing React-related before them " +
        "(no --import or --require of React or of the build).",
    );
  }
}
