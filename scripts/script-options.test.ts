import { describe, expect, it } from "vitest";
import { marketOption, readScriptOptions, UsageError } from "./script-options.ts";

const config = {
  options: { market: { type: "string" }, updates: { type: "boolean" } },
} as const;

describe("readScriptOptions: a developer script's command line", () => {
  it("reads the options the script takes", () => {
    const line = readScriptOptions(config, ["--market", "ar", "--updates"]);
    expect(line.help).toBe(false);
    expect(!line.help && line.values).toEqual({ market: "ar", updates: true });
  });

  it("asks for the usage with --help or -h, whatever else is given", () => {
    expect(readScriptOptions(config, ["--help"])).toEqual({ help: true });
    expect(readScriptOptions(config, ["--market", "zz", "-h"])).toEqual({ help: true });
  });

  it("refuses an option the script does not take, and one missing its value, as usage errors", () => {
    expect(() => readScriptOptions(config, ["--markt", "mx"])).toThrow(UsageError);
    expect(() => readScriptOptions(config, ["--markt", "mx"])).toThrow(/--markt/);
    expect(() => readScriptOptions(config, ["--market"])).toThrow(UsageError);
    expect(() => readScriptOptions(config, ["stray"])).toThrow(UsageError);
  });
});

describe("marketOption", () => {
  it("is the market given, else SITE_MARKET's, else Mexico", () => {
    const saved = process.env.SITE_MARKET;
    try {
      process.env.SITE_MARKET = "us";
      expect(marketOption("ar")).toBe("ar");
      expect(marketOption(undefined)).toBe("us");
      delete process.env.SITE_MARKET;
      expect(marketOption(undefined)).toBe("mx");
    } finally {
      if (saved === undefined) delete process.env.SITE_MARKET;
      else process.env.SITE_MARKET = saved;
    }
  });

  it("refuses a name that is not a market, naming the three", () => {
    expect(() => marketOption("br")).toThrow(
      new UsageError('Unknown market "br": use mx, ar, us.'),
    );
  });
});
