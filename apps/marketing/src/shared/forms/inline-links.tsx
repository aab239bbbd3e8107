import { Fragment } from "react";
import { Link } from "react-router";

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Text with Markdown links (`[label](href)`) as links; site paths become router links. */
export function InlineLinks({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = "", href = ""] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      href.startsWith("/") ? (
        <Link key={match.index} to={href} className="underline underline-offset-2">
          {label}
        </Link>
      ) : (
        <a key={match.index} href={href} className="underline underline-offset-2">
          {label}
        </a>
      ),
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
