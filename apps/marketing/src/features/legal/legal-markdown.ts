/**
 * The Markdown of legal documents (`LegalSection.body`), parsed at build time into plain data the
 * page renders: paragraphs, bulleted and numbered lists and tables, with bold text and links
 * inside. A paragraph that is only bold text is a subheading. Nothing else of Markdown is used
 * there, so nothing else is parsed, and no Markdown library ships to the browser.
 */

export type LegalInline =
  | { kind: "text"; text: string }
  | { kind: "strong"; children: LegalInline[] }
  | { kind: "link"; href: string; children: LegalInline[] };

export type LegalBlock =
  | { kind: "paragraph"; content: LegalInline[] }
  | { kind: "subheading"; text: string }
  | { kind: "list"; ordered: boolean; items: LegalInline[][] }
  | { kind: "table"; head: LegalInline[][]; rows: LegalInline[][][] };

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;
const BULLET = /^[-*] (.*)$/;
const NUMBERED = /^\d+\. (.*)$/;

/** Bold text and links within one line of text. */
export function parseInline(source: string): LegalInline[] {
  const out: LegalInline[] = [];
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    if (match.index > last) out.push({ kind: "text", text: source.slice(last, match.index) });
    const [, strong, label, href] = match;
    if (strong !== undefined) out.push({ kind: "strong", children: parseInline(strong) });
    else out.push({ kind: "link", href: href ?? "", children: parseInline(label ?? "") });
    last = match.index + match[0].length;
  }
  if (last < source.length) out.push({ kind: "text", text: source.slice(last) });
  return out;
}

/** The cells of a table row: `| a | b |` → ["a", "b"]. */
function cellsOf(row: string): string[] {
  return row
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());
}

type LineKind = "bullet" | "numbered" | "table" | "text";

function kindOf(line: string): LineKind {
  if (BULLET.test(line)) return "bullet";
  if (NUMBERED.test(line)) return "numbered";
  if (line.startsWith("|")) return "table";
  return "text";
}

function blockOf(kind: LineKind, lines: string[]): LegalBlock {
  if (kind === "bullet" || kind === "numbered") {
    const pattern = kind === "bullet" ? BULLET : NUMBERED;
    return {
      kind: "list",
      ordered: kind === "numbered",
      items: lines.map((line) => parseInline(pattern.exec(line)?.[1] ?? line)),
    };
  }
  if (kind === "table") {
    const [head = "", , ...rows] = lines;
    return {
      kind: "table",
      head: cellsOf(head).map(parseInline),
      rows: rows.map((row) => cellsOf(row).map(parseInline)),
    };
  }
  const text = lines.join(" ");
  const onlyBold = /^\*\*([^*]+)\*\*$/.exec(text);
  return onlyBold?.[1]
    ? { kind: "subheading", text: onlyBold[1] }
    : { kind: "paragraph", content: parseInline(text) };
}

/** The blocks of a Markdown body; a blank line or a change of line kind ends a block. */
export function parseLegalMarkdown(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  let kind: LineKind | undefined;
  let lines: string[] = [];
  const flush = () => {
    if (kind && lines.length > 0) blocks.push(blockOf(kind, lines));
    kind = undefined;
    lines = [];
  };
  for (const raw of source.split("\n")) {
    const line = raw.trim();
    if (line === "") {
      flush();
      continue;
    }
    const lineKind = kindOf(line);
    if (lineKind !== kind) flush();
    kind = lineKind;
    lines.push(line);
  }
  flush();
  return blocks;
}

/** The plain text of inline content (for labels and tests). */
export function textOf(content: readonly LegalInline[]): string {
  return content
    .map((inline) => (inline.kind === "text" ? inline.text : textOf(inline.children)))
    .join("");
}
