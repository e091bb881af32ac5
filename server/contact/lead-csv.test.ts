import { describe, expect, it } from "vitest";
import { csvCell, leadsToCsv, toCsv } from "../../scripts/leads.ts";
import type { LeadWithDelivery } from "./lead-repository.ts";

describe("csvCell", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("Tienda Azul")).toBe("Tienda Azul");
    expect(csvCell("María Pérez")).toBe("María Pérez");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(["ecommerce", "otro"])).toBe("ecommerce;otro");
  });

  it("quotes fields with commas, double quotes or line breaks, doubling the quotes (RFC 4180)", () => {
    expect(csvCell("Tienda Azul, S.A.")).toBe('"Tienda Azul, S.A."');
    expect(csvCell('El "mejor" envío')).toBe('"El ""mejor"" envío"');
    expect(csvCell("línea 1\nlínea 2")).toBe('"línea 1\nlínea 2"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
    expect(csvCell('"')).toBe('""""');
  });

  it("defuses cells that a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell("+52 55 1234 5678")).toBe("'+52 55 1234 5678");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("=1+1,2")).toBe('"\'=1+1,2"');
    // The full-width forms some spreadsheets normalise to = + - @.
    expect(csvCell("\uFF1D1+1")).toBe("'\uFF1D1+1");
    // Only at the start.
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("maria+crm@example.com")).toBe("maria+crm@example.com");
  });
});

describe("toCsv", () => {
  it("joins fields with commas and ends every row with CRLF", () => {
    expect(
      toCsv([
        ["id", "name"],
        [1, "a,b"],
        [2, null],
      ]),
    ).toBe('id,name\r\n1,"a,b"\r\n2,\r\n');
  });
});

describe("leadsToCsv", () => {
  const lead: LeadWithDelivery = {
    id: 7,
    market: "mx",
    name: "=cmd|' /C calc'!A0",
    lastName: 'O"Brien',
    email: "ana@example.com",
    phoneNumber: "+52 55 0000 0000",
    companyName: "Envíos, S.A.",
    companyType: ["ecommerce", "agencia"],
    estimatedShipments: "500-plus",
    origin: "Nueva León",
    message: "Hola,\nnecesito cotización",
    pageUri: null,
    pageName: null,
    hutk: null,
    createdAt: "2030-01-01T00:00:00.000Z",
    delivery: {
      status: "failed",
      attempts: 3,
      attemptsAtRetry: 0,
      nextAttemptAt: "2030-01-01T00:00:00.000Z",
      claimedBy: null,
      claimedUntil: null,
      lastError: "rejected by the CRM: HTTP 400",
      crmResponse: '{"status":"error"}',
      deliveredAt: null,
      outcomeUnknownAt: null,
      updatedAt: "2030-01-01T00:05:00.000Z",
    },
  };

  it("writes a header and every lead field with its delivery state", () => {
    const [header, row, ...rest] = leadsToCsv([lead]).split("\r\n");
    expect(header).toBe(
      "id,created_at,market,name,last_name,email,phone_number,company_name,company_types," +
        "estimated_shipments,origin,message,page_uri,page_name,hutk,delivery_status,attempts," +
        "attempts_at_retry,next_attempt_at,claimed_by,claimed_until,last_error,crm_response," +
        "delivered_at,delivery_updated_at",
    );
    expect(row).toBe(
      [
        "7",
        "2030-01-01T00:00:00.000Z",
        "mx",
        "'=cmd|' /C calc'!A0",
        '"O""Brien"',
        "ana@example.com",
        "'+52 55 0000 0000",
        '"Envíos, S.A."',
        "ecommerce;agencia",
        "500-plus",
        "Nueva León",
        '"Hola,\nnecesito cotización"',
        "",
        "",
        "",
        "failed",
        "3",
        "0",
        "2030-01-01T00:00:00.000Z",
        "",
        "",
        "rejected by the CRM: HTTP 400",
        '"{""status"":""error""}"',
        "",
        "2030-01-01T00:05:00.000Z",
      ].join(","),
    );
    expect(rest).toEqual([""]);
  });
});
