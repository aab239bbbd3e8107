import type { ReactNode } from "react";
import { Link } from "react-router";

// Copy in @novaline/content may carry inline Markdown: **bold** and [links](/path). Nothing else
// is interpreted; the rest is plain text.
const TOKEN = /(\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/;
const LINK = /^\[([^\]]+)\]\(([^)\s]+)\)$/;

/** Renders a line of copy with its **bold** and [link](href) marks. */
export function InlineMarkdown({ text }: { text: string }): ReactNode {
  return text.split(TOKEN).map((part, index) => {
    const key = `${String(index)}${part}`;
    if (part.startsWith("**") && part.endsWith("**") && part.length > 4) {
      return <strong key={key}>{part.slice(2, -2)}</strong>;
    }
    const link = LINK.exec(part);
    if (link) {
      const [, label, href = ""] = link;
      const className = "font-semibold text-primary underline underline-offset-2";
      return href.startsWith("/") ? (
        <Link key={key} to={href} className={className}>
          {label}
        </Link>
      ) : (
        <a key={key} href={href} className={className}>
          {label}
        </a>
      );
    }
    return part;
  });
}
