/** Average silent-reading speed used for reading-time estimates, in words per minute. @public */
export const WORDS_PER_MINUTE = 225;

/** Removes Markdown syntax so only the words a reader reads remain. */
function stripMarkdown(markdown: string): string {
  return (
    markdown
      // fenced code blocks: keep the code, drop the fences and language tag
      .replace(/^\s*(```|~~~)[^\n]*$/gm, " ")
      // images: drop entirely (alt text is not read as prose)
      .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
      // links: keep the label, drop the URL
      .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      // reference-style link definitions
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, " ")
      // HTML tags
      .replace(/<[^>]+>/g, " ")
      // headings, blockquotes, list markers (bullets and numbers) at line start
      .replace(/^\s{0,3}(#{1,6}|>+)\s*/gm, " ")
      .replace(/^\s*([-*+]|\d+[.)])\s+/gm, " ")
      // table pipes, emphasis, inline code and other markup characters
      .replace(/[|*_~`#>]/g, " ")
  );
}

/**
 * Estimated reading time of a Markdown text: words (Markdown syntax stripped) divided by
 * 225 words per minute, rounded up, and at least 1 minute.
 * @example readingMinutes("") // 1
 * @example readingMinutes("word ".repeat(450)) // 2
 * @public
 */
export function readingMinutes(markdown: string): number {
  const words = stripMarkdown(markdown)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
