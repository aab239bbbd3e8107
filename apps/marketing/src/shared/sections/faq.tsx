import type { FaqItem, SectionIntro } from "@novaline/content";
import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { Section } from "./section";

/**
 * Questions that open one at a time; clicking the open one closes it (spec "FAQ"). Native
 * `<details>` sharing a `name`: they open, close and keep one open from the first paint, before
 * (or without) any script, and find-in-page opens the answer it finds. Every answer is in the
 * prerendered HTML.
 */
export default function Faq({ intro, items }: { intro: SectionIntro; items: readonly FaqItem[] }) {
  const group = useId();
  return (
    <Section intro={intro}>
      <div data-slot="faq" className="mx-auto w-full max-w-3xl">
        {items.map((item) => (
          <details
            key={item.q}
            name={group}
            className="group border-b border-border last:border-b-0"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md py-4 text-left text-base font-semibold text-foreground transition-colors duration-(--duration-fast) hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
              {item.q}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground group-open:rotate-180 motion-safe:transition-transform motion-safe:duration-(--duration-normal)"
              />
            </summary>
            <p className="pb-4 leading-relaxed text-muted-foreground">{item.a}</p>
          </details>
        ))}
      </div>
    </Section>
  );
}
