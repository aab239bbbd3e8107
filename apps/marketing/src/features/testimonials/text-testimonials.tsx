import type { SectionIntro, Testimonial } from "@novaline/content";
import { Pill, StarRating } from "@novaline/ui";
import { Section } from "../../shared/sections/section";
import { TestimonialByline } from "./testimonial-byline";

/** The text-only stories, two to a row, each with its result as a pill. */
export default function TextTestimonials({
  intro,
  items,
}: {
  intro: SectionIntro;
  items: readonly Testimonial[];
}) {
  return (
    <Section intro={intro} band>
      <ul className="grid gap-6 md:grid-cols-2">
        {items.map((testimonial) => (
          <li
            key={testimonial.id}
            data-testimonial={testimonial.id}
            className="md:odd:last:col-span-2 md:odd:last:w-[calc(50%-0.75rem)] md:odd:last:justify-self-center"
          >
            <figure className="grid h-full content-start gap-5 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <Pill variant="success">{testimonial.highlight}</Pill>
                <StarRating value={testimonial.rating} size="sm" />
              </div>
              <blockquote className="leading-relaxed text-pretty">{testimonial.content}</blockquote>
              <figcaption className="mt-auto border-t border-border pt-5">
                <TestimonialByline testimonial={testimonial} />
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
