// Process entry of the site's server (npm start, the container). React, React DOM and React Router
// pick their development or production build from NODE_ENV when they are first loaded: it is
// settled here before anything loads them, and the server refuses to start on a development React
// loaded earlier (ADR 50).
import { assertReactProductionBuild, settleProductionMode } from "./production-mode.ts";

const notice = settleProductionMode();
if (notice) console.warn(notice);
try {
  assertReactProductionBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const { startSite } = await import("./start-site.ts");

startSite().catch((error: unknown) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
