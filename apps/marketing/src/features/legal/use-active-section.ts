import { useEffect, useState } from "react";

/** Band of the viewport, below the sticky header, where a section counts as being read. */
const READING_BAND = "-96px 0px -60% 0px";

/**
 * The first of `ids`, in document order, whose section is in the reading band; while none is
 * (a long section fills the screen), the last one found. For a table of contents that shows
 * where the reader is.
 */
export function useActiveSection(ids: readonly string[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        const first = ids.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const section = document.getElementById(id);
      if (section) observer.observe(section);
    }
    return () => {
      observer.disconnect();
    };
  }, [ids]);
  return active;
}
