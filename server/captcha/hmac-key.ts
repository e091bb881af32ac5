import { randomBytes } from "node:crypto";
import { link, mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";

export const ALTCHA_HMAC_KEY_FILE = "altcha-hmac.key";

const GENERATED_KEY_BYTES = 32;
const MIN_KEY_LENGTH = 32;

export interface ResolveAltchaHmacKeyOptions {
  /** ALTCHA_HMAC_KEY from the configuration; when set it is used as is. */
  configuredKey?: string | undefined;
  /** Where the generated key is kept; relative paths resolve against the working directory. */
  dataDir?: string;
}

/**
 * The secret ALTCHA challenges are signed with: ALTCHA_HMAC_KEY when configured, otherwise the
 * key stored in `<dataDir>/altcha-hmac.key`, generated on first use (32 random bytes as hex,
 * file mode 0600). Keeping it on disk means a restart still accepts the challenges issued before
 * it. Several processes starting at once agree on one key: the file appears atomically, complete,
 * and the first writer wins.
 */
export async function resolveAltchaHmacKey(options: ResolveAltchaHmacKeyOptions): Promise<string> {
  const { configuredKey, dataDir = "data" } = options;
  if (configuredKey) return configuredKey;

  const directory = resolve(dataDir);
  const path = join(directory, ALTCHA_HMAC_KEY_FILE);
  const existing = await readKeyFile(path);
  if (existing !== undefined) return existing;

  await mkdir(directory, { recursive: true });
  const key = randomBytes(GENERATED_KEY_BYTES).toString("hex");
  // Written under a temporary name first and then hard-linked into place: link() fails when the
  // file exists, so a concurrent starter never reads a half-written key and never overwrites one.
  const temporary = join(directory, `.${ALTCHA_HMAC_KEY_FILE}.${randomBytes(6).toString("hex")}`);
  await writeFile(temporary, `${key}\n`, { mode: 0o600, flag: "wx" });
  try {
    await link(temporary, path);
    return key;
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
    const winner = await readKeyFile(path);
    if (winner === undefined) throw error;
    return winner;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}

async function readKeyFile(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
  const key = text.trim();
  if (key.length < MIN_KEY_LENGTH) {
    throw new Error(
      `${path} does not hold an ALTCHA key (at least ${MIN_KEY_LENGTH} characters): ` +
        "delete it to generate a new one, or set ALTCHA_HMAC_KEY",
    );
  }
  return key;
}

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error ? error.code : undefined;
}
