import { describe, expect, it } from "vitest";
import { csvCell, csvHeader, csvRow, type CsvRow } from "./csv.js";
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

  it("leaves a plain E.164 phone number as it is, for a CRM import, and guards anything more", () => {
    expect(csvCell("+15125550001")).toBe(`"+15125550001"`);
    expect(csvCell("+442071838750")).toBe(`"+442071838750"`);
    // Anything beside the digits could be read as more than a number: the guard stays.
    expect(csvCell("+1 555")).toBe(`"'+1 555"`);
    expect(csvCell("+1555+1")).toBe(`"'+1555+1"`);
    expect(csvCell("+15125550001;=1+1")).toBe(`"'+15125550001;'=1+1"`);
    expect(csvCell("+")).toBe(`"'+"`);
    expect(csvCell("+1234567890123456")).toBe(`"'+1234567890123456"`);
  });

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

describe("csvRow", () => {
  const demoRequest: CsvRow = {
    id: "5f0c2f7e-6a41-4f4e-9a4e-2b8f1d0c9e11",
    kind: "demo",
    name: "Maya",
    email: null,
    phone: "+15125550134",
    company: null,
    plan: null,
    message: null,
    sourcePage: "/ai-caller",
    createdAt: new Date("2031-01-01T10:00:00.000Z"),
    status: "new",
    version: 0,
    notes: null,
    updatedAt: null,
    updatedBy: null,
    assigneeUid: null,
    assigneeName: null,
    followUpOn: null,
    firstResponseAt: null,
    call: {
      status: "ended",
      industry: "health",
      endedReason: "customer-ended-call",
      durationSeconds: 95,
      summary: '=HYPERLINK("http://x") Asked about "Saturday" hours',
    },
  };
  const cellsOf = (line: string) => line.replace(/\r\n$/, "").split(/(?<="),(?=")/);
  const headers = cellsOf(csvHeader);
  const column = (row: CsvRow, name: string) => cellsOf(csvRow(row))[headers.indexOf(name)];

  it("gives a demo call's industry, outcome, duration and summary, quoted and defused", () => {
    expect(headers.slice(-5)).toEqual([
      '"call_industry"',
      '"call_status"',
      '"call_ended_reason"',
      '"call_duration_seconds"',
      '"call_summary"',
    ]);
    expect(cellsOf(csvRow(demoRequest))).toHaveLength(headers.length);
    expect(column(demoRequest, '"call_industry"')).toBe('"health"');
    expect(column(demoRequest, '"call_status"')).toBe('"ended"');
    expect(column(demoRequest, '"call_ended_reason"')).toBe('"customer-ended-call"');
    expect(column(demoRequest, '"call_duration_seconds"')).toBe('"95"');
    expect(column(demoRequest, '"call_summary"')).toBe(
      '"\'=HYPERLINK(""http://x"") Asked about ""Saturday"" hours"',
    );
  });

  it("leaves the call's cells empty for an inquiry without a call", () => {
    const contact: CsvRow = { ...demoRequest, kind: "contact", call: null };
    expect(cellsOf(csvRow(contact)).slice(-5)).toEqual(['""', '""', '""', '""', '""']);
  });
});

describe("csvRow ownership", () => {
  const row: CsvRow = {
    id: "0b7c2f7e-6a41-4f4e-9a4e-2b8f1d0c9e12",
    kind: "contact",
    name: "Jo",
    email: "jo@clinic.com",
    phone: null,
    company: null,
    plan: null,
    message: "Hi",
    sourcePage: null,
    createdAt: new Date("2031-01-01T10:00:00.000Z"),
    status: "in_progress",
    notes: null,
    version: 1,
    updatedAt: null,
    updatedBy: null,
    assigneeUid: "uid-sam",
    assigneeName: "Sam Sales",
    followUpOn: "2031-01-05",
    firstResponseAt: null,
    call: null,
  };
  const cellsOf = (line: string) => line.replace(/\r\n$/, "").split(/(?<="),(?=")/);
  const headers = cellsOf(csvHeader);

  it("names the assignee (not their uid) and gives the follow-up day", () => {
    const cells = cellsOf(csvRow(row));
    expect(cells[headers.indexOf('"assignee"')]).toBe('"Sam Sales"');
    expect(cells[headers.indexOf('"follow_up_on"')]).toBe('"2031-01-05"');
    expect(cells.join(",")).not.toContain("uid-sam");
    const nobody = cellsOf(
      csvRow({ ...row, assigneeUid: null, assigneeName: null, followUpOn: null }),
    );
    expect(nobody[headers.indexOf('"assignee"')]).toBe('""');
    expect(nobody[headers.indexOf('"follow_up_on"')]).toBe('""');
  });
});

describe("cursor", () => {
  const cursor = {
    sort: "status_asc",
    status: "won",
    createdAt: new Date("2031-01-01T10:00:00.123Z"),
    id: crypto.randomUUID(),
  } as const;
  const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

  it("round-trips in its own order and refuses anything else", () => {
    expect(decodeCursor(encodeCursor(cursor), "status_asc")).toEqual(cursor);
    expect(decodeCursor("x", "status_asc")).toBeUndefined();
    expect(decodeCursor(encoded(["2031-01-01", "x"]), "received_desc")).toBeUndefined();
    const { sort, status, createdAt, id } = cursor;
    const fields = [sort, status, createdAt.toISOString(), id];
    expect(decodeCursor(encoded(fields), "status_asc")).toEqual(cursor);
    expect(decodeCursor(encoded([sort, "closed", ...fields.slice(2)]), sort)).toBeUndefined();
    expect(decodeCursor(encoded(["name", ...fields.slice(1)]), sort)).toBeUndefined();
  });

  it("belongs to the order it was read in", () => {
    expect(decodeCursor(encodeCursor(cursor), "status_desc")).toBeUndefined();
    expect(decodeCursor(encodeCursor(cursor), "received_desc")).toBeUndefined();
  });
});
