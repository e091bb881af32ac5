import { describe, expect, it } from "vitest";
import { clean, formatTable, shortTime, type Column } from "./table.ts";

describe("formatTable", () => {
  const columns: Column<{ id: number; name: string; at: string | null }>[] = [
    ["ID", 4, (row) => String(row.id)],
    ["NAME", 6, (row) => row.name],
    ["AT (UTC)", 16, (row) => shortTime(row.at)],
  ];

  it("aligns the columns two spaces apart, cuts long cells with … and blanks control characters", () => {
    expect(
      formatTable(columns, [
        { id: 1, name: "Ana", at: "2030-01-01T10:30:00.000Z" },
        { id: 12345, name: "Bea\u001b[31m Very Long", at: null },
      ]),
    ).toBe(["ID    NAME    AT (UTC)", "1     Ana     2030-01-01 10:30", "123…  Bea […"].join("\n"));
  });

  it("writes the headers alone for no rows", () => {
    expect(formatTable(columns, [])).toBe("ID  NAME  AT (UTC)");
  });
});

describe("clean", () => {
  it("shows terminal control characters as spaces and nothing for null", () => {
    expect(clean("a\u0007b\u009bc\nd")).toBe("a b c d");
    expect(clean(null)).toBe("");
    expect(clean(7)).toBe("7");
  });
});
