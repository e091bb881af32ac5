import { config } from "zod";

// Zod compiles fast parsers with `new Function` and first probes whether eval is allowed. The
// site's Content-Security-Policy forbids eval, and the probe itself reports a violation, so in the
// browser zod runs without that compilation. Import this before any schema.
if (typeof window !== "undefined") config({ jitless: true });
