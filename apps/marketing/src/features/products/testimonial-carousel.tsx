import type { ProductTestimonial, SectionIntro } from "@novaline/content";
import { Carousel, StarRating } from "@novaline/ui";
import { Quote } from "lucide-react";
import { Section } from "../../shared/sections/section";

/** The first letter of a person's name, not of a title ("Dr. Sarah Whitman" → "S"). */
const initialOf = (name: string) => name.replace(/^(?:Dr|Mr|Mrs|Ms)\.?\s+/, "").charAt(0);

/** Four client quotes, one at a time, with previous/next buttons that wrap around. */
export default function TestimonialCarousel({
  intro,
  items,
}: {
  intro: SectionIntro;
  items: readonly ProductTestimonial[];
}) {
  return (
    <Section intro={intro} band>
      <Carousel label={intro.title} className="mx-auto w-full max-w-3xl">
        {items.map((item) => (
          <figure
            key={item.name}
            className="grid h-full content-start gap-5 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card sm:p-10"
          >
            <Quote aria-hidden="true" className="size-8 text-primary" />
            <blockquote className="text-lg text-pretty sm:text-xl">{item.text}</blockquote>
            <figcaption className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="grid size-12 place-items-center rounded-full bg-brand text-lg font-bold text-brand-foreground"
              >
                {initialOf(item.name)}
              </span>
              <span className="grid">
                <span className="font-semibold">{item.name}</span>
                <span className="text-sm text-muted-foreground">{item.industry}</span>
              </span>
              <StarRating value={item.rating} className="ml-auto" />
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </Section>
  );
}
