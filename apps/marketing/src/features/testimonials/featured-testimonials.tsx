import type { SectionIntro, Testimonial } from "@novaline/content";
import { cn, Pill, StarRating, VideoCard } from "@novaline/ui";
import { Quote } from "lucide-react";
import { useId } from "react";
import { Section } from "../../shared/sections/section";
import { TestimonialByline } from "./testimonial-byline";

export interface FeaturedTestimonialsProps {
  intro: SectionIntro;
  /** Testimonials with a video or an image. */
  items: readonly Testimonial[];
  /** Text of the overlay that unmutes a video and plays it from the start. */
  unmuteLabel: string;
}

function FeaturedCard({
  testimonial,
  flip,
  unmuteLabel,
}: {
  testimonial: Testimonial;
  flip: boolean;
  unmuteLabel: string;
}) {
  const nameId = useId();
  const { video, image } = testimonial;
  return (
    <article
      aria-labelledby={nameId}
      data-testimonial={testimonial.id}
      className={cn(
        "grid items-center gap-6 rounded-[2rem] border border-border bg-card bg-sheen p-3 shadow-elevated sm:p-4 lg:gap-10",
        flip
          ? "lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]"
          : "lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]",
      )}
    >
      <div className={cn("mx-auto w-full max-w-sm lg:max-w-none", flip && "lg:order-last")}>
        {video ? (
          <VideoCard
            src={video.src}
            poster={video.poster}
            title={video.title}
            transcript={video.transcript}
            unmuteLabel={unmuteLabel}
            className="border-0 bg-transparent p-0 shadow-none"
          />
        ) : image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading="lazy"
            className="aspect-4/5 h-auto w-full rounded-xl bg-muted object-cover"
          />
        ) : null}
      </div>
      <figure className="grid content-center gap-5 px-3 pb-5 sm:px-6 lg:py-8">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <StarRating value={testimonial.rating} />
          <Pill variant="brand">{testimonial.highlight}</Pill>
        </div>
        <Quote aria-hidden="true" className="size-8 text-primary" />
        <blockquote className="text-lg leading-relaxed text-pretty sm:text-xl">
          {testimonial.content}
        </blockquote>
        <figcaption>
          <TestimonialByline testimonial={testimonial} id={nameId} />
        </figcaption>
      </figure>
    </article>
  );
}

/**
 * The stories with a video or an image, as large cards. Each video plays muted while in view;
 * its first tap unmutes it and plays it from the start.
 */
export default function FeaturedTestimonials({
  intro,
  items,
  unmuteLabel,
}: FeaturedTestimonialsProps) {
  return (
    <Section intro={intro}>
      <div className="grid gap-10">
        {items.map((testimonial, index) => (
          <FeaturedCard
            key={testimonial.id}
            testimonial={testimonial}
            flip={index % 2 === 1}
            unmuteLabel={unmuteLabel}
          />
        ))}
      </div>
    </Section>
  );
}
