import type { ImageAsset, LandingTestimonial, SectionIntro } from "@novaline/content";
import { StarRating } from "@novaline/ui";
import { Section } from "../../shared/sections/section";

export interface LandingTestimonialsProps {
  intro: SectionIntro;
  images: readonly ImageAsset[];
  /** Accessible name of the screenshots' list. */
  imagesLabel: string;
  items: readonly LandingTestimonial[];
}

/** What clinics' screens show, then three front-desk teams in their own words. */
export default function LandingTestimonials({
  intro,
  images,
  imagesLabel,
  items,
}: LandingTestimonialsProps) {
  return (
    <Section intro={intro}>
      <ul aria-label={imagesLabel} className="grid gap-6 md:grid-cols-3">
        {images.map((image) => (
          <li key={image.src}>
            <img
              src={image.src}
              srcSet={image.srcSet}
              alt={image.alt}
              width={image.width}
              height={image.height}
              loading="lazy"
              className="h-auto w-full rounded-2xl border border-border bg-card shadow-card"
            />
          </li>
        ))}
      </ul>
      <ul className="grid gap-6 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="grid h-full content-start gap-5 rounded-3xl border border-border bg-card bg-sheen p-6 shadow-card sm:p-8">
              <StarRating value={item.rating} size="sm" />
              <blockquote className="leading-relaxed text-pretty">{item.quote}</blockquote>
              <figcaption className="mt-auto flex items-center gap-4 border-t border-border pt-5">
                {/* Decorative: the name is written next to it. */}
                <img
                  src={item.avatar.src}
                  srcSet={item.avatar.srcSet}
                  alt=""
                  width={item.avatar.width}
                  height={item.avatar.height}
                  loading="lazy"
                  className="size-12 rounded-full"
                />
                <span className="grid">
                  <span className="font-semibold">{item.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {item.role}, {item.clinic}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
