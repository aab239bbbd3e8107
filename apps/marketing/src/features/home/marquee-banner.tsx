import { Marquee, useHydrated } from "@novaline/ui";
import { Sparkles } from "lucide-react";
import { useState } from "react";

/** Two rows of the headline promises scrolling in opposite directions, with one Pause button. */
export default function MarqueeBanner({ lines }: { lines: readonly string[] }) {
  const [paused, setPaused] = useState(false);
  // Until the page runs, the rows stand still (see Marquee): a second one would only repeat it.
  const moving = useHydrated();
  const items = lines.map((line) => (
    <span
      key={line}
      className="flex items-center gap-3 text-lg font-semibold whitespace-nowrap sm:text-2xl"
    >
      <Sparkles aria-hidden="true" className="size-5 text-brand-foreground/70" />
      {line}
    </span>
  ));
  return (
    <section
      aria-label="Our promises"
      className="relative grid gap-3 overflow-hidden bg-brand py-6 text-brand-foreground"
    >
      <Marquee label="Our promises" paused={paused} onPausedChange={setPaused} repeat={2}>
        {items}
      </Marquee>
      {moving ? (
        <Marquee
          reverse
          paused={paused}
          showControl={false}
          repeat={2}
          aria-hidden="true"
          // Standing still (reduced motion), a second row would only repeat the first.
          className="opacity-80 motion-reduce:hidden"
        >
          {items}
        </Marquee>
      ) : null}
    </section>
  );
}
