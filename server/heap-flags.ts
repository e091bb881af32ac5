/**
 * The V8 heap settings the server runs with (ADR 41), wherever it starts: `npm start`
 * (package.json), the container (Dockerfile), the system tests and the benchmarks. V8 sizes its
 * heap from the machine's memory, not from what the server keeps (about 60 MB live): on a large
 * machine it let garbage from rendering pages pile up to about 500 MB resident. A young
 * generation of 4 MB semi-spaces and an old generation capped at 160 MB keep the resident set
 * under 300 MB after 20,000 distinct rendered pages (`npm run bench:memory`).
 */
export const SERVER_HEAP_FLAGS = ["--max-old-space-size=160", "--max-semi-space-size=4"] as const;
