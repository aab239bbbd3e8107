import { Marked, Renderer, type Token, type Tokens } from "marked";

/** One entry of a post's table of contents: an h2 or h3 and the id it carries. */
export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A post's body ready for the page: HTML with heading ids, its contents and its length. */
export interface RenderedPost {
  html: string;
  toc: TocEntry[];
  wordCount: number;
}

/** The text a reader sees in inline tokens (emphasis, code and links unwrapped). */
function plainText(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if ("tokens" in token && token.tokens) return plainText(token.tokens);
      return "text" in token && typeof token.text === "string" ? token.text : "";
    })
    .join("");
}

/** A URL fragment from a heading: lowercase words joined by hyphens. */
export function slugify(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&[a-z]+;|[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Words in rendered HTML, the way a reader counts them (tags dropped). */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/**
 * Renders a post's Markdown (CommonMark + GFM) to HTML at build time. Every h2 and h3 gets a
 * unique id and an entry in the table of contents, every h2 a <section> of its own up to the
 * next; tables scroll on their own on narrow screens.
 */
export function renderPostMarkdown(markdown: string): RenderedPost {
  const ids = new WeakMap<Tokens.Heading, string>();
  const toc: TocEntry[] = [];
  const taken = new Map<string, number>();

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token) {
        const id = ids.get(token);
        const inner = this.parser.parseInline(token.tokens);
        return `<h${String(token.depth)}${id ? ` id="${id}"` : ""}>${inner}</h${String(token.depth)}>\n`;
      },
      table(token) {
        // A focusable scroll box, so keyboard users can scroll a wide table too.
        return `<div class="prose-table" tabindex="0">${Renderer.prototype.table.call(this, token)}</div>\n`;
      },
    },
  });

  const tokens = marked.lexer(markdown);
  void marked.walkTokens(tokens, (token) => {
    if (token.type !== "heading") return;
    const heading = token as Tokens.Heading;
    const text = plainText(heading.tokens);
    const base = slugify(text);
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    const id = seen === 0 ? base : `${base}-${String(seen + 1)}`;
    ids.set(heading, id);
    if (heading.depth === 2 || heading.depth === 3) toc.push({ id, text, level: heading.depth });
  });

  // Each h2 opens a <section> that runs to the next one: prose.css lets the browser skip the
  // layout of the sections out of view (content-visibility), so a long post's first paint lays
  // out its first screen, not the whole article.
  const groups: Token[][] = [[]];
  for (const token of tokens) {
    if (token.type === "heading" && (token as Tokens.Heading).depth === 2) groups.push([]);
    groups.at(-1)?.push(token);
  }
  const html = groups
    .map((group, index) => {
      const part = marked.parser(group);
      return index === 0 ? part : `<section>\n${part}</section>\n`;
    })
    .join("");
  return { html, toc, wordCount: countWords(html) };
}
