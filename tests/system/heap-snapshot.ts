import { readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { ServerProcess } from "./server-process.ts";

/** Node options that let liveHeapMb() ask the server for heap snapshots, written to `directory`. */
export function heapSnapshotNodeOptions(directory: string): string {
  return `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${directory}`;
}

/**
 * The server's live JS heap in MB: it is sent SIGUSR2, writes a heap snapshot (after a full
 * garbage collection, so only what is reachable counts), and the sizes of its objects are
 * summed. The server must run with heapSnapshotNodeOptions(directory). Takes a few seconds,
 * during which the server answers nothing.
 */
export async function liveHeapMb(server: ServerProcess, directory: string): Promise<number> {
  const snapshots = async () =>
    (await readdir(directory)).filter((name) => name.endsWith(".heapsnapshot"));
  const before = new Set(await snapshots());
  process.kill(server.pid, "SIGUSR2");
  const deadline = Date.now() + 60_000;
  let file: string | undefined;
  while (!file) {
    if (Date.now() > deadline) throw new Error("The server wrote no heap snapshot in 60 s");
    await new Promise((resolve) => setTimeout(resolve, 50));
    file = (await snapshots()).find((name) => !before.has(name));
  }
  // The snapshot is written on the main thread: once the server answers again, it is complete.
  await fetch(`${server.baseUrl}/healthz`);
  const snapshotPath = path.join(directory, file);
  const snapshot = JSON.parse(await readFile(snapshotPath, "utf8")) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
  };
  await rm(snapshotPath);
  const fields = snapshot.snapshot.meta.node_fields;
  const sizeField = fields.indexOf("self_size");
  let bytes = 0;
  for (let i = sizeField; i < snapshot.nodes.length; i += fields.length) {
    bytes += snapshot.nodes[i]!;
  }
  return bytes / (1024 * 1024);
}
