import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALTCHA_HMAC_KEY_FILE, resolveAltchaHmacKey } from "./hmac-key.ts";

describe("resolveAltchaHmacKey()", () => {
  let root: string;
  let dataDir: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "anden-altcha-key-"));
    dataDir = join(root, "data");
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("uses ALTCHA_HMAC_KEY when configured, without touching the disk", async () => {
    const configuredKey = "k".repeat(40);
    await expect(resolveAltchaHmacKey({ configuredKey, dataDir })).resolves.toBe(configuredKey);
    await expect(stat(dataDir)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("creates the key file once, mode 0600, and reuses it after a restart", async () => {
    const first = await resolveAltchaHmacKey({ configuredKey: undefined, dataDir });
    expect(first).toMatch(/^[0-9a-f]{64}$/);

    const path = join(dataDir, ALTCHA_HMAC_KEY_FILE);
    const file = await stat(path);
    expect(file.mode & 0o777).toBe(0o600);
    expect((await readFile(path, "utf8")).trim()).toBe(first);

    await expect(resolveAltchaHmacKey({ dataDir })).resolves.toBe(first);
    expect((await stat(path)).mtimeMs).toBe(file.mtimeMs);
    // No temporary files are left behind.
    expect(await readdir(dataDir)).toEqual([ALTCHA_HMAC_KEY_FILE]);
  });

  it("gives processes starting together the same key", async () => {
    const keys = await Promise.all(
      Array.from({ length: 8 }, () => resolveAltchaHmacKey({ dataDir })),
    );
    expect(new Set(keys).size).toBe(1);
    expect(await readdir(dataDir)).toEqual([ALTCHA_HMAC_KEY_FILE]);
  });

  it("refuses a key file that does not hold a key instead of replacing it", async () => {
    await resolveAltchaHmacKey({ dataDir });
    await writeFile(join(dataDir, ALTCHA_HMAC_KEY_FILE), "short\n");
    await expect(resolveAltchaHmacKey({ dataDir })).rejects.toThrow(/does not hold an ALTCHA key/);
  });
});
