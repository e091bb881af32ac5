// Process entry. React, React DOM and React Router pick their development or production build from
// NODE_ENV when they are first imported, so it is settled before anything imports them: a server
// started without it must not render with React's slower development build.
process.env.NODE_ENV ??= "production";

const { startSite } = await import("./start-site.ts");

startSite().catch((error: unknown) => {
  console.error("Failed to start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
export {};
