import { privacyPolicy } from "@novaline/content";
import { describe, expect, it } from "vitest";
import { parseInline, parseLegalMarkdown, textOf } from "./legal-markdown";

describe("parseInline", () => {
  it("finds bold text and links, with bold inside a link label", () => {
    expect(parseInline("Email [**us**](mailto:a@b.c) or read **the policy**.")).toEqual([
      { kind: "text", text: "Email " },
      {
        kind: "link",
        href: "mailto:a@b.c",
        children: [{ kind: "strong", children: [{ kind: "text", text: "us" }] }],
      },
      { kind: "text", text: " or read " },
      { kind: "strong", children: [{ kind: "text", text: "the policy" }] },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps plain text as one piece", () => {
    expect(parseInline("No markup here")).toEqual([{ kind: "text", text: "No markup here" }]);
  });
});

describe("parseLegalMarkdown", () => {
  it("splits paragraphs, subheadings, bulleted and numbered lists", () => {
    const blocks = parseLegalMarkdown(
      "**Information you give us**\n\n- one\n- **two**\n\nA paragraph\non two lines.\n\n1. first\n2. second",
    );
    expect(blocks.map((block) => block.kind)).toEqual(["subheading", "list", "paragraph", "list"]);
    expect(blocks[0]).toEqual({ kind: "subheading", text: "Information you give us" });
    expect(blocks[1]).toMatchObject({ ordered: false, items: { length: 2 } });
    expect(blocks[2]).toEqual({
      kind: "paragraph",
      content: [{ kind: "text", text: "A paragraph on two lines." }],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
  });

  it("ends a paragraph where a list starts without a blank line", () => {
    expect(parseLegalMarkdown("We will:\n- reply").map((block) => block.kind)).toEqual([
      "paragraph",
      "list",
    ]);
  });

  it("reads a table's head and rows, skipping the separator row", () => {
    const [table] = parseLegalMarkdown(
      "| Data | How long |\n| --- | --- |\n| Error reports | 90 days |\n| Invoices | **8 years** |",
    );
    expect(table?.kind).toBe("table");
    if (table?.kind !== "table") return;
    expect(table.head.map(textOf)).toEqual(["Data", "How long"]);
    expect(table.rows.map((row) => row.map(textOf))).toEqual([
      ["Error reports", "90 days"],
      ["Invoices", "8 years"],
    ]);
  });

  it("leaves no Markdown markup in the privacy policy's text", () => {
    for (const section of privacyPolicy.sections) {
      const text = JSON.stringify(parseLegalMarkdown(section.body));
      expect(text, section.id).not.toMatch(/\*\*|\]\(|\| ---/);
    }
  });
});
