import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LegalBlock, LegalInline } from "./legal-markdown";

const linkClass =
  "rounded font-medium text-primary underline decoration-primary/40 underline-offset-2 hover:decoration-primary";

function Inline({ content }: { content: readonly LegalInline[] }): ReactNode {
  return content.map((inline, index) => {
    if (inline.kind === "text") return inline.text;
    if (inline.kind === "strong")
      return (
        <strong key={index} className="font-semibold text-foreground">
          <Inline content={inline.children} />
        </strong>
      );
    return inline.href.startsWith("/") ? (
      <Link key={index} to={inline.href} className={linkClass}>
        <Inline content={inline.children} />
      </Link>
    ) : (
      <a key={index} href={inline.href} className={linkClass}>
        <Inline content={inline.children} />
      </a>
    );
  });
}

/** The body of a legal section, parsed at build time (see `parseLegalMarkdown`), as long-form text. */
export function LegalBlocks({
  blocks,
  tableLabel,
}: {
  blocks: readonly LegalBlock[];
  /** Name of the scrolling region around a table (not the section's own name: landmarks differ). */
  tableLabel: string;
}) {
  return blocks.map((block, index) => {
    switch (block.kind) {
      case "subheading":
        return (
          <h3 key={index} className="mt-4 text-lg font-semibold text-foreground">
            {block.text}
          </h3>
        );
      case "paragraph":
        return (
          <p key={index}>
            <Inline content={block.content} />
          </p>
        );
      case "list": {
        const List = block.ordered ? "ol" : "ul";
        return (
          <List
            key={index}
            className={`grid gap-2 pl-6 marker:text-primary ${block.ordered ? "list-decimal" : "list-disc"}`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex} className="pl-1">
                <Inline content={item} />
              </li>
            ))}
          </List>
        );
      }
      case "table":
        return (
          // A wide table scrolls on its own on phones; focusable so keyboards can scroll it too.
          <div
            key={index}
            role="region"
            aria-label={tableLabel}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region
            tabIndex={0}
            className="overflow-x-auto rounded-2xl border border-border bg-card shadow-card"
          >
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
              <thead className="bg-muted/60">
                <tr>
                  {block.head.map((cell, cellIndex) => (
                    <th key={cellIndex} scope="col" className="px-4 py-3 font-semibold">
                      <Inline content={cell} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {block.rows.map((row, rowIndex) => (
                  <tr key={rowIndex} className="border-t border-border">
                    {row.map((cell, cellIndex) =>
                      cellIndex === 0 ? (
                        <th key={cellIndex} scope="row" className="px-4 py-3 font-medium">
                          <Inline content={cell} />
                        </th>
                      ) : (
                        <td key={cellIndex} className="px-4 py-3 text-muted-foreground">
                          <Inline content={cell} />
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
    }
  });
}
