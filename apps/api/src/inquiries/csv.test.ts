import { describe, expect, it } from "vitest";
import { csvCell } from "./csv.js";
import { decodeCursor, encodeCursor } from "./cursor.js";

describe("csvCell", () => {
  it.each(["=1+1", "+1 555", "-2", "@SUM(A1)", "\tx", "\rx"])(
    "prefixes %j with an apostrophe so a spreadsheet shows it as text",
    (value) => {
      expect(
        csvCell(value)
          .replace(/^"|"$/g, "")
          .startsWith(`'${value[0] ?? ""}`),
      ).toBe(true);
    },
  );

  it("defuses a formula after a separator, for spreadsheets that split on ; or ,", () => {
    expect(csvCell("Eve;=2+5")).toBe(`"Eve;'=2+5"`);
    expect(csvCell("a,@SUM(A1);+1")).toBe(`"a,'@SUM(A1);'+1"`);
    expect(csvCell("a; =b")).toBe(`"a; =b"`);
  });

  it("quotes every cell, doubling quotes, and keeps the text", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell("Zoë 李雷")).toBe('"Zoë 李雷"');
    expect(csvCell("a=b")).toBe('"a=b"');
    expect(csvCell(null)).toBe('""');
  });
});

describe("cursor", () => {
  it("round-trips and refuses anything else", () => {
    const cursor = { createdAt: new Date("2031-01-01T10:00:00.123Z"), id: crypto.randomUUID() };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor("x")).toBeUndefined();
    expect(decodeCursor(Buffer.from('["2031-01-01","x"]').toString("base64url"))).toBeUndefined();
  });
});
