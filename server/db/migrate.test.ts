import { describe, expect, it } from "vitest";
import { anotherSchemaDropped } from "./migrate.ts";

const missing = (schema: string) =>
  Object.assign(new Error(`schema "${schema}" does not exist`), { code: "3F000" });

describe("anotherSchemaDropped: when Kysely's look at the catalogue is worth another try", () => {
  it("is another schema of the database, dropped while Kysely read every schema's columns", () => {
    expect(anotherSchemaDropped(missing("test_04413dd62957"), "test_aaaaaaaaaaaa")).toBe(true);
  });

  it("is not the schema being migrated missing: that is a real failure", () => {
    expect(anotherSchemaDropped(missing("test_aaaaaaaaaaaa"), "test_aaaaaaaaaaaa")).toBe(false);
  });

  it("is no other error, nor no error", () => {
    const syntax = Object.assign(new Error('syntax error at or near "x"'), { code: "42601" });
    expect(anotherSchemaDropped(syntax, "public")).toBe(false);
    expect(anotherSchemaDropped(undefined, "public")).toBe(false);
  });
});
