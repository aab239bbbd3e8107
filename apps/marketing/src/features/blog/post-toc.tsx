import { useEffect, useState, type MouseEvent } from "react";
import type { TocEntry } from "./blog-markdown";

/** How far below the top of the viewport a heading counts as the one being read, in px. */
const READING_LINE = 120;

/**
 * The section of the post a heading opens or sits in (blog-markdown.ts), or null. Out of view,
 * its contents are not laid out (content-visibility in prose.css).
 */
function sectionOf(heading: HTMLElement): HTMLElement | null {
  const parent = heading.parentElement;
  return parent?.localName === "section" ? parent : null;
}

/**
 * Whether a heading is at or above the reading line. The section's own box answers without laying
 * out its contents; a heading inside is measured only when its section crosses the line, so it is
 * on screen and laid out already.
 */
function isAboveLine(heading: HTMLElement): boolean {
  const section = sectionOf(heading);
  if (section) {
    const box = section.getBoundingClientRect();
    if (box.top > READING_LINE) return false;
    if (heading === section.firstElementChild || box.bottom <= READING_LINE) return true;
  }
  return heading.getBoundingClientRect().top <= READING_LINE;
}

/** The id of the section being read: the last heading above the reading line. */
function useActiveHeading(ids: readonly string[]) {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const headings = ids.flatMap((id) => document.getElementById(id) ?? []);
    let frame = 0;
    const measure = () => {
      frame = 0;
      // In document order: the first heading below the line ends the search.
      const below = headings.findIndex((heading) => !isAboveLine(heading));
      setActive((below === -1 ? headings.at(-1) : headings[below - 1])?.id);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
    };
  }, [ids]);
  return active;
}

/**
 * Scrolls to the heading and moves focus there, and puts its id in the address bar without a new
 * history entry (a jump within the article is not a page change).
 */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  event.preventDefault();
  // Lay out the whole post first: sections laid out on the way would change their height from
  // the estimate during a smooth scroll, and it would end away from the heading.
  sectionOf(heading)?.parentElement?.setAttribute("data-laid-out", "");
  heading.tabIndex = -1;
  heading.scrollIntoView({
    behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "instant" : "smooth",
  });
  heading.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
}

function TocLinks({ entries, active }: { entries: readonly TocEntry[]; active?: string }) {
  return (
    <ol className="grid gap-1 border-l border-border">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === active ? "location" : undefined}
            onClick={(event) => {
              jump(event, entry.id);
            }}
            className={`-ml-px block border-l-2 py-1.5 pr-2 text-sm leading-snug transition-colors duration-(--duration-fast) focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ${entry.level === 3 ? "pl-7" : "pl-4"} ${
              entry.id === active
                ? "border-primary font-semibold text-primary"
                : "border-transparent text-muted-foreground hover:border-border hover:text-foreground"
            }`}
          >
            {entry.text}
          </a>
        </li>
      ))}
    </ol>
  );
}

export interface PostTocProps {
  entries: readonly TocEntry[];
  label: string;
}

/** The post's table of contents: collapsible above the article on small screens, a sticky
 * column beside it on wide ones, with the section being read highlighted. */
export default function PostToc({ entries, label }: PostTocProps) {
  const [ids] = useState(() => entries.map((entry) => entry.id));
  const active = useActiveHeading(ids);
  return (
    <>
      <details className="group rounded-2xl border border-border bg-card shadow-card lg:hidden">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          {label}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current stroke-2 text-muted-foreground transition-transform group-open:rotate-180"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <nav aria-label={label} className="px-5 pb-5">
          <TocLinks entries={entries} active={active} />
        </nav>
      </details>
      <nav
        aria-label={label}
        className="sticky top-24 hidden max-h-[calc(100dvh-8rem)] overflow-y-auto lg:block"
      >
        <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
          {label}
        </p>
        <TocLinks entries={entries} active={active} />
      </nav>
    </>
  );
}
