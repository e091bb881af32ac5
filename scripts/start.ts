import { ConfigError, loadConfig } from "../server/config.ts";
import { build, buildIsCurrent } from "./build.ts";

// `npm start` builds first when there is no build yet or it was made for other settings.
try {
  const config = loadConfig();
  if (!(await buildIsCurrent(config))) {
    console.log("No build for this configuration yet: building the site first…");
    await build(process.env);
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

await import("../server/main.ts");
