import { ConfigError, loadConfig } from "../server/config.ts";
import { ensureBuild } from "./site-build.ts";

// `npm start` builds first when there is no build yet or it was made for other settings. The build
// runs in a process of its own: this one becomes the server, and must not have loaded React (nor
// anything else) before server/main.ts settles NODE_ENV (ADR 50).
try {
  loadConfig();
  await ensureBuild(process.env, {
    onBuild: () => console.log("No build for this configuration yet: building the site first…"),
  });
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

await import("../server/main.ts");
